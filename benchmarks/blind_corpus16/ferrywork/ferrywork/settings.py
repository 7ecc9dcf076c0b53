import os

BROKER_URL = "amqp://ferry:Qm7vX2pL9sTe4R@rabbit.ferry.internal:5672/ferry"
RESULT_BACKEND = os.environ.get("FERRY_RESULTS", "redis://redis.ferry.internal:6379/2")
ARCHIVE_ROOT = os.environ.get("FERRY_ARCHIVE", "/srv/ferry/archive")
PG_DSN = os.environ.get("FERRY_PG", "dbname=ferry host=db.ferry.internal")
LDAP_URI = "ldaps://ldap.ferry.internal"
CONTROL_PORT = int(os.environ.get("FERRY_CONTROL_PORT", "7400"))
