"""PodHarbor: background ingestion workers for a community podcast host."""
from .celery_app import app as celery_app

__all__ = ("celery_app",)
