"""opsctl - operator toolbox."""
__version__ = "3.1.0"
