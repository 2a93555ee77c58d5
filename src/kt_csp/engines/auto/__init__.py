"""The auto engine: picks an engine for the question, and says why."""
