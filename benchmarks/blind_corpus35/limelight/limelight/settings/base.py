import os
from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent.parent


def env_flag(name, default):
    value = os.environ.get(name)
    if value is None:
        return default
    return value.lower() in {"1", "true", "yes", "on"}


SECRET_KEY = os.environ["LIMELIGHT_SECRET_KEY"]
ALLOWED_HOSTS = ["limelight-youth-theatre.org.uk", "www.limelight-youth-theatre.org.uk"]

INSTALLED_APPS = [
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "accounts",
    "auditions",
    "costumes",
    "productions",
    "scripts",
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
]

ROOT_URLCONF = "limelight.urls"
DATABASES = {"default": {"ENGINE": "django.db.backends.postgresql", "NAME": "limelight"}}
SCRIPTS_ROOT = Path("/srv/limelight/scripts")
MEDIA_ROOT = Path("/srv/limelight/media")
SCHOOLS_LDAP_URL = "ldaps://directory.county-schools.example"
TICKETING_API = "https://api.ticketsource.example/v2"
TICKETING_API_KEY = "tsk_live_6f1d0c9a77e24b1d9b1f4c2ab8e0d315"
PANEL_SCORE_FORMULA = "voice * 0.4 + movement * 0.3 + presence * 0.3"
