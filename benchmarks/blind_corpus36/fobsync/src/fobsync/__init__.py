"""fobsync: the membership secretary's tool for Forge Street Hackspace.

The operator runs it from a shell on the space's server. Command-line options and ~/.config/fobsync.yaml
are the operator's own input; everything downloaded from the membership platform, the supplier feed or
members' shared links is treated as untrusted.
"""
__version__ = "0.9.3"
