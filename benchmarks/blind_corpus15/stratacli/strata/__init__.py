"""strata - operator tooling for deploying and inspecting services."""
__version__ = "0.14.2"
