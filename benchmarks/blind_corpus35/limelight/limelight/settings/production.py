from .base import *  # noqa: F401,F403
from .base import env_flag

DEBUG = env_flag("LIMELIGHT_DEBUG", True)
SESSION_COOKIE_SECURE = True
CSRF_COOKIE_SECURE = True
SECURE_HSTS_SECONDS = 3600
