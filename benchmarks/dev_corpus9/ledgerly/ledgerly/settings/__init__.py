"""Settings modules, selected with LEDGERLY_SETTINGS."""
