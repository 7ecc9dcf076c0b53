import os
from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent.parent

SECRET_KEY = os.environ.get("DJANGO_SECRET_KEY", "django-insecure-q8$w1m!z7v@k3p#r5t^y0u&i9o*p2aLx")

DEBUG = False
ALLOWED_HOSTS = []

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "catalog",
    "accounts",
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
]

AUTHENTICATION_BACKENDS = [
    "accounts.ldap_auth.LibraryLDAPBackend",
    "django.contrib.auth.backends.ModelBackend",
]

ROOT_URLCONF = "shelfdesk.urls"
TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {"context_processors": ["django.template.context_processors.request"]},
    }
]

DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": os.environ.get("SHELFDESK_DB", "shelfdesk"),
        "USER": os.environ.get("SHELFDESK_DB_USER", "shelfdesk"),
        "PASSWORD": os.environ.get("SHELFDESK_DB_PASSWORD", ""),
        "HOST": os.environ.get("SHELFDESK_DB_HOST", "localhost"),
    }
}

LDAP_URI = os.environ.get("SHELFDESK_LDAP_URI", "ldaps://ldap.library.example")
LDAP_BIND_DN = "cn=shelfdesk,ou=services,dc=library,dc=example"
LDAP_BIND_PASSWORD = os.environ.get("SHELFDESK_LDAP_PASSWORD", "")
LDAP_BASE_DN = "ou=people,dc=library,dc=example"
LDAP_GROUP_DN = "ou=groups,dc=library,dc=example"

MEDIA_ROOT = os.environ.get("SHELFDESK_MEDIA", "/srv/shelfdesk/media")
STATIC_URL = "/static/"
