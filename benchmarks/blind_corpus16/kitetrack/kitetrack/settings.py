import os

SECRET_KEY = os.environ["KITETRACK_SECRET_KEY"]
DEBUG = os.environ.get("KITETRACK_DEBUG", "") == "1"
ALLOWED_HOSTS = os.environ.get("KITETRACK_HOSTS", "api.kitetrack.example").split(",")

INSTALLED_APPS = [
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "rest_framework",
    "tracking",
]
MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
]
ROOT_URLCONF = "kitetrack.urls"
DATABASES = {"default": {"ENGINE": "django.db.backends.postgresql", "NAME": "kitetrack", "HOST": os.environ.get("PGHOST", "db")}}

SESSION_COOKIE_SECURE = True
SESSION_COOKIE_HTTPONLY = True
SESSION_COOKIE_SAMESITE = "Strict"
CSRF_COOKIE_SECURE = True

REST_FRAMEWORK = {
    "DEFAULT_AUTHENTICATION_CLASSES": ["tracking.permissions.ApiKeyAuthentication"],
    "DEFAULT_PERMISSION_CLASSES": ["rest_framework.permissions.IsAuthenticated"],
    "DEFAULT_PARSER_CLASSES": [
        "rest_framework.parsers.JSONParser",
        "tracking.parsers.TelemetryParser",
    ],
}

KITETRACK_LDAP = {"uri": "ldaps://ldap.kitetrack.example", "base": "ou=pilots,dc=kitetrack,dc=example"}
TRACK_STORE = os.environ.get("KITETRACK_TRACKS", "/srv/kitetrack/tracks")
