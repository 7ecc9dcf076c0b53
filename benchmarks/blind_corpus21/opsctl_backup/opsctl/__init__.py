"""opsctl -- backup and restore tooling for the storage fleet.

Only run by on-call operators from the bastion host.
"""
__version__ = "3.2.0"
