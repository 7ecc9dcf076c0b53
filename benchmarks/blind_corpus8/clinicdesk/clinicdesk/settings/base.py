import os
from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent.parent

SECRET_KEY = os.environ.get("DJANGO_SECRET_KEY")

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "patients",
    "appointments",
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

ROOT_URLCONF = "clinicdesk.urls"
WSGI_APPLICATION = "clinicdesk.wsgi.application"

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

DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": os.environ.get("CLINIC_DB_NAME", "clinicdesk"),
        "USER": os.environ.get("CLINIC_DB_USER", "clinicdesk"),
        "PASSWORD": os.environ.get("CLINIC_DB_PASSWORD", ""),
        "HOST": os.environ.get("CLINIC_DB_HOST", "localhost"),
    }
}

LANGUAGE_CODE = "en-gb"
TIME_ZONE = "Europe/London"
USE_TZ = True
STATIC_URL = "/static/"
LOGIN_URL = "/accounts/login/"
EXPORT_ROOT = os.environ.get("CLINIC_EXPORT_ROOT", "/srv/clinicdesk/exports")
LAB_INBOX = os.environ.get("CLINIC_LAB_INBOX", "/srv/clinicdesk/lab-inbox")
BACKUP_DIR = os.environ.get("CLINIC_BACKUP_DIR", "/srv/clinicdesk/backups")
SMS_GATEWAY_URL = "https://sms-gateway.example.net/api/send"
