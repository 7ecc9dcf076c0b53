"""WSGI entry point used by gunicorn: ``gunicorn wsgi:app``."""
import os

from ledgerly import create_app

app = create_app(os.environ.get("LEDGERLY_ENV"))
