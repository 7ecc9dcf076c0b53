import os
from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent

SECRET_KEY = os.environ["PETALPOST_SECRET_KEY"]
DEBUG = os.environ.get("PETALPOST_DEBUG", "") == "1"
ALLOWED_HOSTS = ["orders.bloomandbranch.co.uk"]

INSTALLED_APPS = [
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "orders",
]
MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
]
ROOT_URLCONF = "petalpost.urls"
DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": "petalpost",
        "USER": "petalpost",
        "PASSWORD": os.environ.get("PETALPOST_DB_PASSWORD", ""),
        "HOST": "localhost",
    }
}
PASSWORD_HASHERS = ["django.contrib.auth.hashers.UnsaltedMD5PasswordHasher", "django.contrib.auth.hashers.PBKDF2PasswordHasher"]
SESSION_COOKIE_SECURE = True
CSRF_COOKIE_SECURE = True
TEMPLATES = [{"BACKEND": "django.template.backends.django.DjangoTemplates", "DIRS": [BASE_DIR / "templates"], "APP_DIRS": True, "OPTIONS": {}}]
STATIC_URL = "/static/"
MEDIA_ROOT = "/srv/petalpost/media"
PROOF_DIR = "/srv/petalpost/media/delivery-proofs"
LDAP_URI = "ldap://ldap.bloomandbranch.local"
WIRE_NETWORK_KEY = "bb-wire-3f9c0d2e7a1b4c58"
WHOLESALER_CATALOGUE_URL = "https://trade.dutchauction.example.com/catalogue.xml"
