import os
from pathlib import Path

BASE_DIR = Path(__file__).resolve().parent.parent
SECRET_KEY = os.environ["FLEETAPI_SECRET_KEY"]
DEBUG = os.environ.get("FLEETAPI_DEBUG") == "1"
ALLOWED_HOSTS = os.environ.get("FLEETAPI_HOSTS", "api.fleet.example").split(",")

INSTALLED_APPS = [
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "rest_framework",
    "fleet",
]

ROOT_URLCONF = "fleetapi.urls"
DATABASES = {
    "default": {
        "ENGINE": "django.db.backends.postgresql",
        "NAME": "fleet",
        "HOST": os.environ.get("FLEET_DB_HOST", "db"),
        "USER": "fleet",
        "PASSWORD": os.environ.get("FLEET_DB_PASSWORD", ""),
    }
}

REST_FRAMEWORK = {
    "DEFAULT_PERMISSION_CLASSES": ["rest_framework.permissions.IsAuthenticated"],
    "DEFAULT_FILTER_BACKENDS": ["fleet.filters.OdometerRangeFilter", "fleet.filters.NearFilter"],
    "PAGE_SIZE": 100,
}

EXPORT_ROOT = os.environ.get("FLEET_EXPORT_ROOT", "/srv/fleet/exports")
FLEET_AUDIT_HOOK = "https://audit.internal.fleet.example/v1/events"
PARTNER_HOSTS = {"hooks.telematics-partner.example", "ingest.insurer.example"}

FLEET_MAPS_API_KEY = os.environ.get("FLEET_MAPS_API_KEY", "changeme")
