"""Caving club survey catalogue tool.

The operator (the club's survey secretary) runs every command. Their own
command-line arguments and config file are trusted; anything downloaded from
the national cave registry or from bundle links is not.
"""
__version__ = "0.9.2"
