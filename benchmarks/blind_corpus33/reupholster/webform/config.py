"""Settings for the public quote form."""
import os

SECRET_KEY = os.environ["REUPHOLSTER_FORM_SECRET"]
DEBUG = True
MAX_CONTENT_LENGTH = 12 * 1024 * 1024
SESSION_COOKIE_SECURE = True
SESSION_COOKIE_HTTPONLY = True
ALLOWED_RETURNS = ("/", "/gallery", "/fabrics", "/contact")
