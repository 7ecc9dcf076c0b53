# Copy to settings_local.py on the gateway and fill in the values.
MQTT_USER = "gateway"
MQTT_PASSWORD = "REPLACE_WITH_BROKER_PASSWORD"
FIRMWARE_KEY = b""
