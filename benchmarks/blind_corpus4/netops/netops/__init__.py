"""Network operations toolkit used by the NOC on the jump hosts."""
__version__ = "0.9.3"
