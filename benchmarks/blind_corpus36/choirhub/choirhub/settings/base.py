import os
from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent.parent

SECRET_KEY = os.environ["DJANGO_SECRET_KEY"]
DEBUG = False
ALLOWED_HOSTS = ["choir.harbourside-singers.org.uk"]

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "members",
    "music",
    "concerts",
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
]

ROOT_URLCONF = "choirhub.urls"
WSGI_APPLICATION = "choirhub.wsgi.application"

DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": "choirhub",
        "HOST": os.environ.get("PGHOST", "localhost"),
        "USER": os.environ.get("PGUSER", "choirhub"),
        "PASSWORD": os.environ.get("PGPASSWORD", ""),
    }
}

SCORE_ROOT = BASE_DIR / "media" / "scores"
PRACTICE_ROOT = BASE_DIR / "media" / "practice"
VOICE_PARTS_FILE = BASE_DIR / "config" / "voice_parts.yaml"
ARTS_CENTRE_FEED = "https://whatson.harbourside-arts.org.uk/feeds/events.xml"
LDAP_URI = "ldaps://dir.harbourside-arts.org.uk"
LDAP_BASE = "ou=people,dc=harbourside-arts,dc=org,dc=uk"
STATIC_URL = "/static/"
