"""herbarium-sync: keep the Ashcombe University Herbarium catalogue in step with the regional biodiversity portal."""
__version__ = "0.9.2"
