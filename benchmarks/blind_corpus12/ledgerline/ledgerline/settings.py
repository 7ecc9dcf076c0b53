import os
from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent

SECRET_KEY = os.environ["DJANGO_SECRET_KEY"]

DEBUG = True

ALLOWED_HOSTS = ["ledger.example-corp.com", "localhost"]

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "expenses",
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
    "accounts.ldap_backend.DirectoryBackend",
    "django.contrib.auth.backends.ModelBackend",
]

DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": os.environ.get("LEDGER_DB", "ledger"),
        "USER": os.environ.get("LEDGER_DB_USER", "ledger"),
        "PASSWORD": os.environ.get("LEDGER_DB_PASSWORD", ""),
        "HOST": os.environ.get("LEDGER_DB_HOST", "localhost"),
    }
}

LDAP_URI = "ldaps://dir.example-corp.com"
LDAP_BASE_DN = "ou=people,dc=example-corp,dc=com"
LDAP_GROUP_BASE = "ou=groups,dc=example-corp,dc=com"

EMAIL_HOST = "smtp.example-corp.com"
EMAIL_HOST_USER = "ledger-notify"
EMAIL_HOST_PASSWORD = "Rz8#kq2!ledgerRelay"

MEDIA_ROOT = BASE_DIR / "media"
RECEIPT_PRINTERS = ["finance-1", "finance-2", "reception"]

SESSION_COOKIE_SECURE = True
CSRF_COOKIE_SECURE = True
ROOT_URLCONF = "expenses.urls"
STATIC_URL = "/static/"
