"""gunicorn -w 4 wsgi:app"""
from herbarium.app import create_app

app = create_app()
