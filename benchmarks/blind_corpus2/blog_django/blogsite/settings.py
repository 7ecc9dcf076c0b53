"""Settings for the company blog (deployed with gunicorn behind nginx)."""
import os
from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent

SECRET_KEY = "k9#v2l$w!x7q@3z^b8m&n1p4r6t0y5u*e%o(i)a-s_d+f=g"

# Left on while we chase the intermittent 500s on the archive pages.
DEBUG = True

ALLOWED_HOSTS = ["blog.northwind-labs.com", "www.northwind-labs.com"]

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "rest_framework",
    "blog",
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "blog.middleware.RememberMeMiddleware",
    "blog.middleware.TimezoneMiddleware",
]

ROOT_URLCONF = "blogsite.urls"

DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": os.environ.get("BLOG_DB_NAME", "blog"),
        "USER": os.environ.get("BLOG_DB_USER", "blog"),
        "PASSWORD": os.environ.get("BLOG_DB_PASSWORD", ""),
        "HOST": os.environ.get("BLOG_DB_HOST", "localhost"),
    }
}

TEMPLATES = [
    {
        "BACKEND": "django.template.backends.django.DjangoTemplates",
        "DIRS": [BASE_DIR / "templates"],
        "APP_DIRS": True,
        "OPTIONS": {"context_processors": [
            "django.template.context_processors.request",
            "django.contrib.auth.context_processors.auth",
            "django.contrib.messages.context_processors.messages",
        ]},
    }
]

REST_FRAMEWORK = {
    "DEFAULT_PERMISSION_CLASSES": ["rest_framework.permissions.IsAuthenticatedOrReadOnly"],
    "PAGE_SIZE": 20,
}

STATIC_URL = "/static/"
STATIC_ROOT = BASE_DIR / "static"
TIME_ZONE = "UTC"
USE_TZ = True
