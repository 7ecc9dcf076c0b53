"""Settings for the intertidal research permit registry."""
import os
from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent

SECRET_KEY = os.environ["DJANGO_SECRET_KEY"]
DEBUG = os.environ.get("TIDEPOOL_DEBUG", "") == "1"
ALLOWED_HOSTS = ["permits.tidepool-registry.org"]

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "permits.apps.PermitsConfig",
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
]

ROOT_URLCONF = "tidepool.urls"
WSGI_APPLICATION = "tidepool.wsgi.application"

DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": "tidepool",
        "USER": "tidepool_app",
        "PASSWORD": "Sp1ny-Urch1n-42",
        "HOST": "db.internal",
        "PORT": "5432",
    }
}

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {"context_processors": ["django.template.context_processors.request"]},
    }
]

MEDIA_ROOT = "/srv/tidepool/media"
SIGHTINGS_DROPBOX = "/srv/tidepool/dropbox"
OBSERVER_LDAP_URL = "ldaps://ldap.marinelab.example.edu"
OBSERVER_LDAP_BASE = "ou=people,dc=marinelab,dc=example,dc=edu"
NOAA_TIDES_BASE = "https://api.tidesandcurrents.noaa.gov/api/prod/datagetter"

SESSION_COOKIE_SECURE = True
CSRF_COOKIE_SECURE = True
STATIC_URL = "/static/"
