"""etlflow - partner data ingestion into the analytics warehouse."""
__version__ = "1.12.0"
