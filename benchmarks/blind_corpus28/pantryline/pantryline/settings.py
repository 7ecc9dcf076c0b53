import os
from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent

SECRET_KEY = "django-insecure-p4ntry!x9#k2q7w@f0l1n3-foodbank-2023"
DEBUG = os.environ.get("PANTRYLINE_DEBUG", "false").lower() == "true"
ALLOWED_HOSTS = os.environ.get("PANTRYLINE_HOSTS", "pantry.northfieldfoodbank.org").split(",")

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "parcels",
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
]

ROOT_URLCONF = "pantryline.urls"
TEMPLATES = [{
    "BACKEND": "django.template.backends.django.DjangoTemplates",
    "DIRS": [BASE_DIR / "templates"],
    "APP_DIRS": True,
    "OPTIONS": {"context_processors": [
        "django.template.context_processors.request",
        "django.contrib.auth.context_processors.auth",
        "django.contrib.messages.context_processors.messages",
    ]},
}]

DATABASES = {"default": {"ENGINE": "django.db.backends.postgresql", "NAME": "pantryline",
                         "USER": "pantryline", "PASSWORD": os.environ.get("PANTRYLINE_DB_PASSWORD", ""),
                         "HOST": os.environ.get("PANTRYLINE_DB_HOST", "localhost")}}

SESSION_COOKIE_SECURE = True
SESSION_COOKIE_HTTPONLY = True
CSRF_COOKIE_SECURE = True

AGENCY_LDAP_URL = "ldaps://agencies.northfieldcouncil.gov.uk"
AGENCY_LDAP_BASE = "ou=referrers,dc=northfieldcouncil,dc=gov,dc=uk"
AGENCY_LDAP_BIND_DN = "cn=foodbank,ou=apps,dc=northfieldcouncil,dc=gov,dc=uk"
AGENCY_LDAP_PASSWORD = os.environ.get("PANTRYLINE_LDAP_PASSWORD")

REFERRAL_DIR = Path(os.environ.get("PANTRYLINE_REFERRALS", "/srv/pantryline/referrals"))
LABEL_PRINTER = "zebra-warehouse"
STATIC_URL = "/static/"
