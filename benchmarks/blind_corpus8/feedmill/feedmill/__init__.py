"""feedmill: partner catalogue ingestion."""
