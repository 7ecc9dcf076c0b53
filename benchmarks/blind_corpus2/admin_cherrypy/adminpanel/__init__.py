"""Back-office admin panel for the print shop (CherryPy)."""
