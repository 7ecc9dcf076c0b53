import os

REDIS_URL = "redis://:Extrud3r-Queue-77@redis.farm.lan:6379/2"
AMQP_URL = os.environ.get("PRINTFARM_AMQP_URL", "amqp://guest:guest@localhost:5672/%2f")
PG_DSN = os.environ.get("PRINTFARM_DSN", "dbname=printfarm")
OBJECT_STORE = "https://minio.farm.lan/models/"
MODEL_HOSTS = {"minio.farm.lan", "files.printables.example"}
GCODE_ROOT = os.environ.get("PRINTFARM_GCODE", "/srv/printfarm/gcode")
CONTROL_PORT = int(os.environ.get("PRINTFARM_CONTROL_PORT", "7400"))
LDAP_URL = "ldap://ldap.farm.lan"
LDAP_BASE = "ou=operators,dc=farm,dc=lan"
LINK_SECRET = b"gcode-links-5b81e0c2"
PROFILES = {
    "pla-0.2": "/etc/printfarm/profiles/pla_0.2mm.ini",
    "petg-0.2": "/etc/printfarm/profiles/petg_0.2mm.ini",
    "pla-0.12": "/etc/printfarm/profiles/pla_0.12mm_detail.ini",
}
