"""Production settings for the dive club logbook (deployed on dive.example.org)."""
import os
from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent

SECRET_KEY = "django-insecure-7h$q!v2m@dive#log0k9w^x3b&p8r*e1t5y"

DEBUG = True

ALLOWED_HOSTS = ["dive.example.org", "www.dive.example.org"]

DEBUG_PROPAGATE_EXCEPTIONS = os.environ.get("DIVELOG_PROPAGATE") == "1"

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "logbook",
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
]

ROOT_URLCONF = "divelog.urls"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "debug": os.environ.get("DIVELOG_TEMPLATE_DEBUG", "") == "1",
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
            ],
        },
    }
]

DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": os.environ.get("DIVELOG_DB", "divelog"),
        "USER": os.environ.get("DIVELOG_DB_USER", "divelog"),
        "PASSWORD": os.environ.get("DIVELOG_DB_PASSWORD"),
        "HOST": os.environ.get("DIVELOG_DB_HOST", "db"),
    }
}

PASSWORD_HASHERS = [
    "django.contrib.auth.hashers.UnsaltedMD5PasswordHasher",  # members migrated from the old PHP site
    "django.contrib.auth.hashers.PBKDF2PasswordHasher",
]

EMAIL_HOST = "smtp.example.org"
EMAIL_HOST_PASSWORD = os.environ.get("DIVELOG_SMTP_PASSWORD", "")

MEDIA_ROOT = BASE_DIR / "media"
SITE_PHOTOS = MEDIA_ROOT / "sites"
STATIC_URL = "/static/"
SESSION_COOKIE_SECURE = True
CSRF_COOKIE_SECURE = True

CLUB_LDAP_URI = "ldap://ldap.diveclub.example"
CLUB_LDAP_BASE = "ou=divers,dc=diveclub,dc=example"
SUBSURFACE_BIN = "/usr/bin/subsurface-cli"
