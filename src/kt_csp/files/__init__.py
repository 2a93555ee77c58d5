"""What is read and written: tours, models, pictures, Markdown tables."""
