from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent.parent

SECRET_KEY = "dj-9x!k2v@q7#m4w8z$e1r5t0y3u6i-p^a%s&d*f(g)h_j+l=b"

INSTALLED_APPS = [
    "django.contrib.admin",
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "tickets",
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "django.contrib.messages.middleware.MessageMiddleware",
    "tickets.middleware.LastSeenMiddleware",
]

ROOT_URLCONF = "djboard.urls"
AUTHENTICATION_BACKENDS = ["tickets.ldap_backend.DirectoryBackend", "django.contrib.auth.backends.ModelBackend"]
LDAP_URI = "ldap://ldap.corp.example"
LDAP_BASE = "ou=people,dc=corp,dc=example"
ATTACHMENT_ROOT = BASE_DIR / "var" / "attachments"
EXPORT_ROOT = BASE_DIR / "var" / "exports"

DATABASES = {"default": {"ENGINE": "django.db.backends.postgresql", "NAME": "djboard"}}
TEMPLATES = [{"BACKEND": "django.template.backends.django.DjangoTemplates", "APP_DIRS": True, "DIRS": []}]
STATIC_URL = "/static/"
