"""WSGI entry point used by gunicorn in production."""
import os

from shopfront import create_app

application = create_app(os.environ.get("SHOPFRONT_ENV", "production"))
