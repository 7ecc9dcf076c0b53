"""HarborAPI: berth booking and cargo manifests for small marinas."""
__version__ = "0.9.2"
