"""pelican - fare ingestion ETL."""
__version__ = "2.7.0"
