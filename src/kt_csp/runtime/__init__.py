"""What the program needs from the machine: Ctrl-C, compiled code's cache, memory, worker processes."""
