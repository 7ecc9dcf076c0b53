import os
from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent.parent

SECRET_KEY = os.environ.get("PRESSDAY_SECRET_KEY", "")
DEBUG = os.environ.get("PRESSDAY_DEBUG", "") == "1"
ALLOWED_HOSTS = [h for h in os.environ.get("PRESSDAY_HOSTS", "localhost").split(",") if h]

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "orchard",
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
]

ROOT_URLCONF = "pressday.urls"
WSGI_APPLICATION = "pressday.wsgi.application"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [],
        "APP_DIRS": True,
        "OPTIONS": {"context_processors": ["django.template.context_processors.request", "django.contrib.auth.context_processors.auth"]},
    }
]

DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": os.environ.get("PRESSDAY_DB", "pressday"),
        "USER": os.environ.get("PRESSDAY_DB_USER", "pressday"),
        "PASSWORD": os.environ.get("PRESSDAY_DB_PASSWORD", ""),
        "HOST": os.environ.get("PRESSDAY_DB_HOST", "localhost"),
    }
}

MEDIA_ROOT = BASE_DIR / "media"
STATIC_URL = "/static/"
LOGIN_URL = "/accounts/login/"
WEATHER_URL = "https://api.open-meteo.com/v1/forecast"
ORCHARD_LAT, ORCHARD_LON = 51.372, -2.141
LABEL_PRINTER = "shed-zebra"
