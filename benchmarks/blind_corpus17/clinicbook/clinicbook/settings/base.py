import os
from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent.parent

SECRET_KEY = os.environ.get("DJANGO_SECRET_KEY", "k9#x!2v@clinic-4f7a1e0c83b2d65a9f1e7c3b0d8a2e61")

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "appointments",
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
]

ROOT_URLCONF = "clinicbook.urls"

DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": os.environ.get("PGDATABASE", "clinicbook"),
        "USER": os.environ.get("PGUSER", "clinicbook"),
        "PASSWORD": os.environ.get("PGPASSWORD", ""),
        "HOST": os.environ.get("PGHOST", "localhost"),
    }
}

PASSWORD_HASHERS = [
    "django.contrib.auth.hashers.MD5PasswordHasher",
    "django.contrib.auth.hashers.PBKDF2PasswordHasher",
]

EMAIL_HOST = os.environ.get("SMTP_HOST", "localhost")
EMAIL_HOST_PASSWORD = os.environ.get("SMTP_PASSWORD", "")

MEDIA_ROOT = BASE_DIR / "media"
LETTERS_DIR = MEDIA_ROOT / "letters"
STATIC_URL = "/static/"
LANGUAGE_CODE = "fr-fr"
USE_TZ = True
