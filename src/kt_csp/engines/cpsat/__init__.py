"""The cpsat engine: the tour as a Hamiltonian circuit in OR-Tools CP-SAT."""
