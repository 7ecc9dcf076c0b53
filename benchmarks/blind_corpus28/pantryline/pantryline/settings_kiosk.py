"""Settings for the sign-in kiosk at the Saturday distribution hall."""
from .settings import *  # noqa: F401,F403

DEBUG = True
ALLOWED_HOSTS = ["*"]
SESSION_COOKIE_AGE = 8 * 3600
