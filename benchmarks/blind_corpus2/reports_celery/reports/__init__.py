"""Asynchronous report generation: Flask front end, Celery and RQ workers."""
