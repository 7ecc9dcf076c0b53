import os

DB_FILE = os.environ.get("SNACKFLEET_DB", "/var/lib/snackfleet/fleet.sqlite")
PLANOGRAM_DIR = os.environ.get("SNACKFLEET_PLANOGRAMS", "/var/lib/snackfleet/planograms")
FIRMWARE_DIR = os.environ.get("SNACKFLEET_FIRMWARE", "/var/lib/snackfleet/firmware")
FIRMWARE_MIRROR = "https://firmware.vendtech-oem.example/releases/"
LDAP_URL = os.environ.get("SNACKFLEET_LDAP", "ldap://corp-dc.snackfleet.local")
LDAP_BASE = "ou=route-drivers,dc=snackfleet,dc=local"
TELEMETRY_PORT = int(os.environ.get("SNACKFLEET_TELEMETRY_PORT", "7301"))
WEB_PORT = int(os.environ.get("SNACKFLEET_WEB_PORT", "8081"))
DEBUG = False
MACHINE_SHARED_KEY = b"vend-7f3a9c21e04b5d88a61c2f90b3e7d415"
CARD_PROCESSOR_KEY = os.environ.get("SNACKFLEET_CARD_KEY")
