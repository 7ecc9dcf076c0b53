from .base import *  # noqa: F401,F403

DEBUG = True
ALLOWED_HOSTS = ["inventory.example.com"]

SESSION_COOKIE_SECURE = True
CSRF_COOKIE_SECURE = True

EMAIL_HOST = "smtp.sendgrid.net"
EMAIL_HOST_USER = "apikey"
EMAIL_HOST_PASSWORD = "SG.x7Qm2LkVTaWc9-3bqZ.Jr8nE0dY6uPzFhGt1sKoVwXaCeB4iM5lN7pQ2rS9tU0"
