import os

from .base import *  # noqa: F401,F403

DEBUG = os.environ.get("PINBLOCK_DEBUG", "false").lower() == "true"
ALLOWED_HOSTS = os.environ.get("PINBLOCK_HOSTS", "pinblock.example").split(",")
SESSION_COOKIE_SECURE = True
CSRF_COOKIE_SECURE = True
EMAIL_HOST_PASSWORD = os.environ["PINBLOCK_SMTP_PASSWORD"]
