"""Settings for the Lingua language-school course portal."""
import os
from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent

SECRET_KEY = "django-insecure-4v!q8^m2#z7k$w1r@c9x&h0t5y3n6b_pe+lingua"
DEBUG = True
ALLOWED_HOSTS = ["portal.lingua-school.example", "localhost"]

INSTALLED_APPS = [
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "rest_framework",
    "courses",
]
MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
]
ROOT_URLCONF = "lingua_site.urls"
DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": "lingua",
        "USER": "lingua",
        "PASSWORD": os.environ.get("LINGUA_DB_PASSWORD", ""),
        "HOST": os.environ.get("LINGUA_DB_HOST", "localhost"),
    }
}
SESSION_COOKIE_SECURE = True
CSRF_COOKIE_SECURE = True
LDAP_URL = "ldap://dc1.lingua-school.example"
CERT_DIR = BASE_DIR / "certificates"
MOODLE_URL = "https://moodle.lingua-school.example/webservice/rest/server.php"
