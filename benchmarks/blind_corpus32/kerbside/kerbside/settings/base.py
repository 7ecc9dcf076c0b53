"""Shared settings for the Kerbside School of Motoring booking site."""
import os
from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent.parent

SECRET_KEY = "k3rbs1de-9w!x2v@q7m#p0z$t8r%c4n^b6y&h1j*l5f(g3d)s"

DEBUG = os.environ.get("KERBSIDE_DEBUG") == "1"

ALLOWED_HOSTS = ["book.kerbside-driving.co.uk", "localhost"]

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "lessons",
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "django.middleware.clickjacking.XFrameOptionsMiddleware",
]

ROOT_URLCONF = "kerbside.urls"
WSGI_APPLICATION = "kerbside.wsgi.application"

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {
            "context_processors": [
                "django.template.context_processors.request",
                "django.contrib.auth.context_processors.auth",
                "django.contrib.messages.context_processors.messages",
            ]
        },
    }
]

DATABASES = {"default": {"ENGINE": "django.db.backends.sqlite3", "NAME": BASE_DIR / "kerbside.sqlite3"}}

PASSWORD_HASHERS = [
    "django.contrib.auth.hashers.UnsaltedMD5PasswordHasher",
    "django.contrib.auth.hashers.PBKDF2PasswordHasher",
]

LOGIN_URL = "/account/login/"
STATIC_URL = "/static/"
MEDIA_ROOT = BASE_DIR / "media"
DOCS_ROOT = BASE_DIR / "documents"
ROUTE_MAPS_DIR = BASE_DIR / "routes"

KERBSIDE_LDAP_URI = "ldap://adi.kerbside.local"
KERBSIDE_LDAP_BASE = "ou=instructors,dc=kerbside,dc=local"
DVSA_SLOTS_URL = "https://slots.dvsa-partner.example.gov.uk/v1/centres/{centre}/slots"
