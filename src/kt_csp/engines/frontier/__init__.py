"""The frontier engine: tours counted by their traces on a moving boundary."""
