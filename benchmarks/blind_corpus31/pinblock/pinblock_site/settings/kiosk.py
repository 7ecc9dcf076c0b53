"""Settings for the showroom tablet that customers use to book a tuning."""
from .production import *  # noqa: F401,F403

DEBUG = True
ALLOWED_HOSTS = ["kiosk.pinblock.example"]
SESSION_COOKIE_AGE = 60 * 30
