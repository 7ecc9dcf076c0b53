import os

MQTT_HOST = os.getenv("MESHGATE_MQTT_HOST", "localhost")
MQTT_PORT = int(os.getenv("MESHGATE_MQTT_PORT", "1883"))
MQTT_USER = os.getenv("MESHGATE_MQTT_USER", "gateway")
MQTT_PASSWORD = os.getenv("MESHGATE_MQTT_PASSWORD", "mg-gw-8841-pass")
FIRMWARE_DIR = os.getenv("MESHGATE_FIRMWARE_DIR", "/var/lib/meshgate/firmware")
INVENTORY_XML = os.getenv("MESHGATE_INVENTORY", "/etc/meshgate/devices.xml")
TELEMETRY_DB = os.getenv("MESHGATE_TELEMETRY_DB", "/var/lib/meshgate/telemetry.db")
FIRMWARE_KEY = os.environb.get(b"MESHGATE_FIRMWARE_KEY", b"")
