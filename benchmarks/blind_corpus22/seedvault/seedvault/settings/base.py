import os
from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent.parent

SECRET_KEY = os.environ["DJANGO_SECRET_KEY"]

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "catalog",
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
]

ROOT_URLCONF = "seedvault.urls"
TEMPLATES = [{"BACKEND": "django.template.backends.django.DjangoTemplates", "DIRS": [BASE_DIR / "templates"], "APP_DIRS": True, "OPTIONS": {"context_processors": ["django.template.context_processors.request"]}}]
DATABASES = {"default": {"ENGINE": "django.db.backends.postgresql", "NAME": "seedvault", "USER": "seedvault", "PASSWORD": os.environ.get("SEEDVAULT_DB_PASSWORD", ""), "HOST": "db"}}

MEDIA_ROOT = "/srv/seedvault/media"
PACKET_ROOT = os.path.join(MEDIA_ROOT, "packets")
PARTNER_LDAP = "ldaps://ad.seedpartners.example"
EMAIL_HOST = "smtp.seedvault.example"
EMAIL_HOST_USER = "notify@seedvault.example"
EMAIL_HOST_PASSWORD = "Sunfl0wer-Harvest-2019!"
LABEL_PRINTERS = ["front-desk", "greenhouse", "archive"]
