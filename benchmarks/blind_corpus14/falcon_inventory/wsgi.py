"""gunicorn entry point: ``gunicorn wsgi:app``."""
from inventory.app import create_app

app = create_app()
