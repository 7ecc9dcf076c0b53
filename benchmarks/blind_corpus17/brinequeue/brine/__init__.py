"""brinequeue - background workers for the Brine customer portal."""
