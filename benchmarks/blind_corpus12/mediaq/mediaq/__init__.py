from .celery_app import app

__all__ = ["app"]
