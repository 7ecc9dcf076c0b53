"""Vendtel: background workers for a fleet of office vending machines (telemetry, restock, firmware)."""
from .celery_app import app as celery_app

__all__ = ["celery_app"]
