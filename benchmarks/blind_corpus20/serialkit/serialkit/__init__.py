"""serialkit -- small helpers for moving structured data around.

Public API::

    from serialkit import codecs, expr, fs, shell, xmlio, hashing
"""
__version__ = "0.7.3"
