"""Settings for the counter tablet in the shop (same database as the website)."""
from .settings import *  # noqa: F401,F403

DEBUG = True
ALLOWED_HOSTS = ["*"]
SESSION_COOKIE_AGE = 60 * 60 * 12
