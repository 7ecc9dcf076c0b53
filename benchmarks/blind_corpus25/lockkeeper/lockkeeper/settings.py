"""Settings for the Lockkeeper mooring-permit service (canal trust, northern waterways)."""
from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent

SECRET_KEY = "django-insecure-7c!q2v#k9m@w4z$e1r8t^y6u0i3o5p&a*s(d)f_g+h"
DEBUG = True
ALLOWED_HOSTS = ["permits.lockkeeper.example.org"]

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "rest_framework",
    "moorings",
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
]

ROOT_URLCONF = "lockkeeper.urls"
WSGI_APPLICATION = "lockkeeper.wsgi.application"

DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": "lockkeeper",
        "HOST": "db.internal",
    }
}

MEDIA_ROOT = BASE_DIR / "media"
PERMIT_DOCS_ROOT = MEDIA_ROOT / "permits"
CANAL_TRUST_API = "https://api.canaltrust.example.org/v1/"
LDAP_URL = "ldap://ldap.canaltrust.example.org"
LDAP_BASE = "ou=boaters,dc=canaltrust,dc=example,dc=org"

REST_FRAMEWORK = {
    "DEFAULT_PERMISSION_CLASSES": ["rest_framework.permissions.IsAuthenticatedOrReadOnly"],
    "DEFAULT_PAGINATION_CLASS": "rest_framework.pagination.LimitOffsetPagination",
    "PAGE_SIZE": 50,
}

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {"context_processors": ["django.template.context_processors.request"]},
    }
]

STATIC_URL = "/static/"
