"""The engines behind one interface: backtrack, cpsat, sat, construct, frontier and auto."""
