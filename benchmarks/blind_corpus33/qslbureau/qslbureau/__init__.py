"""QSL card management for the Fenland Amateur Radio Club (G4FEN)."""
__version__ = "0.9.3"
