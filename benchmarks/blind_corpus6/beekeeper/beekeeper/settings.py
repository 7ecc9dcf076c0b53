import os

AMQP_URL = os.environ.get("BEEKEEPER_AMQP_URL", "amqp://guest:guest@localhost:5672/%2F")
EXCHANGE = "apiary"
QUEUE = os.environ.get("BEEKEEPER_QUEUE", "beekeeper.ingest")
BINDINGS = ("hive.#", "alert.#", "gateway.#", "apiary.#")
PREFETCH = int(os.environ.get("BEEKEEPER_PREFETCH", "50"))

DB_DSN = os.environ.get("BEEKEEPER_DB_DSN", "dbname=beekeeper")
ENABLED_HANDLERS = tuple(filter(None, os.environ.get("BEEKEEPER_HANDLERS", "").split(",")))

FIRMWARE_DIR = os.environ.get("BEEKEEPER_FIRMWARE_DIR", "/srv/beekeeper/firmware")
FIRMWARE_MIRROR = "https://firmware.hivenet.example.org/gateway"
LOG_DIR = os.environ.get("BEEKEEPER_GATEWAY_LOGS", "/srv/beekeeper/gateway-logs")
SMS_BIN = "/usr/local/bin/sms-send"
SIREN_BIN = "/opt/beekeeper/bin/siren"
