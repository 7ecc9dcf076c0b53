import os

DEBUG = os.environ.get("HIVES_DEBUG") == "1"
DB_PATH = os.environ.get("HIVES_DB", "/var/lib/hives/hives.sqlite")
EXPORT_DIR = "/var/lib/hives/exports"
MQTT_HOST = "mqtt.apiaries.example.org"
MQTT_PASSWORD = os.environ.get("HIVES_MQTT_PASSWORD", "b33sw4x-mqtt-2021")
API_TOKEN = os.environ.get("HIVES_API_TOKEN")
LDAP_URL = "ldaps://ldap.beekeepers.example.org"
LDAP_BASE = "ou=members,dc=beekeepers,dc=example,dc=org"
OPEN_METEO = "https://api.open-meteo.com/v1/forecast"
