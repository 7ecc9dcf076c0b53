"""Settings for the sample-tracking LIMS used by the molecular biology core."""
import os
from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent

SECRET_KEY = os.environ.get("DJANGO_SECRET_KEY", "django-insecure-7h#k2!q9v@lx0_z3m^p8s$w4e6r1t5y")

DEBUG = os.environ.get("LAB_DEBUG", "1") == "1"

ALLOWED_HOSTS = os.environ.get("LAB_ALLOWED_HOSTS", "lims.core.example.edu").split(",")

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "samples",
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
]

ROOT_URLCONF = "labsite.urls"
WSGI_APPLICATION = "labsite.wsgi.application"

DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": "lims",
        "USER": "lims",
        "PASSWORD": os.environ.get("LAB_DB_PASSWORD", ""),
        "HOST": os.environ.get("LAB_DB_HOST", "localhost"),
    }
}

AUTHENTICATION_BACKENDS = [
    "samples.ldap_auth.CoreDirectoryBackend",
    "django.contrib.auth.backends.ModelBackend",
]

LDAP_SERVER = "ldaps://ad.core.example.edu"
LDAP_SEARCH_BASE = "OU=Staff,DC=core,DC=example,DC=edu"

REPORT_DIR = BASE_DIR / "reports"
LABEL_PRINTERS = {"cold-room": "zebra-cr1", "bench-3": "zebra-b3"}
STATIC_URL = "/static/"
