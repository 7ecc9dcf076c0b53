"""WSGI entry point used by gunicorn (see deploy/gunicorn.conf on the box)."""
from shop import create_app

application = create_app()
