"""Background workers for the Fellside Bunkhouse booking portal."""
