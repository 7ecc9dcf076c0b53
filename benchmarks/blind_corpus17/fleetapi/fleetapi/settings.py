import os

SECRET_KEY = os.environ["FLEET_SECRET_KEY"]
DEBUG = False
ALLOWED_HOSTS = os.environ.get("FLEET_HOSTS", "api.fleet.example.net").split(",")

INSTALLED_APPS = [
    "django.contrib.auth",
    "django.contrib.contenttypes",
    "rest_framework",
    "vehicles",
]

REST_FRAMEWORK = {
    "DEFAULT_AUTHENTICATION_CLASSES": ["rest_framework.authentication.TokenAuthentication"],
    "DEFAULT_PERMISSION_CLASSES": ["rest_framework.permissions.IsAuthenticated"],
    "DEFAULT_THROTTLE_RATES": {"user": "600/min"},
}

DATABASES = {"default": {"ENGINE": "django.db.backends.postgresql", "NAME": "fleet"}}

TELEMATICS_BASE_URL = "https://telematics.vendor.example.com/v2"
TELEMATICS_API_KEY = "tk_live_51a9c0e7f3d24b88a1e6c4f2b7d9e305"
RECALL_API = "https://recalls.example.gov/api"
LDAP_URL = os.environ.get("FLEET_LDAP_URL", "ldaps://ldap.fleet.example.net")
LDAP_BIND_DN = "cn=fleet-api,ou=services,dc=fleet,dc=example"
LDAP_BIND_PASSWORD = os.environ.get("FLEET_LDAP_PASSWORD")
