"""The desktop user interface: passive views that redraw from models and signals."""
