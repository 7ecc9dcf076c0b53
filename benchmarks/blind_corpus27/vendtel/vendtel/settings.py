import os

BROKER_URL = "redis://:V3nd!ngRedis2024@redis.vendtel.internal:6379/0"
RESULT_BACKEND = os.environ.get("VENDTEL_RESULTS", "redis://redis.vendtel.internal:6379/1")
MACHINE_API = "https://machines.vendtel.internal/api"
FIRMWARE_DIR = "/var/lib/vendtel/firmware"
REPORT_DIR = "/var/lib/vendtel/reports"
LDAP_URL = "ldaps://ad.vendtel.internal"
LDAP_BIND_PASSWORD = os.environ["VENDTEL_LDAP_PASSWORD"]
STATUS_DEBUG = os.environ.get("VENDTEL_STATUS_DEBUG", "") == "1"
EXAMPLE_API_KEY = "<your-api-key-here>"
