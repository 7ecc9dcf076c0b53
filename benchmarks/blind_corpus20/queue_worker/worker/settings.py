import os

LISTEN_ADDR = ("0.0.0.0", int(os.environ.get("WORKER_PORT", "9099")))
REDIS_HOST = os.environ.get("REDIS_HOST", "redis")
REDIS_PASSWORD = "w0rker-redis-9f3b71c2"
AMQP_URL = os.environ.get("AMQP_URL", "amqp://localhost/")
UPLOAD_ROOT = "/srv/uploads"
THUMB_ROOT = "/srv/thumbs"
DB_DSN = os.environ.get("WORKER_DB_DSN", "dbname=jobs")
LDAP_URL = os.environ.get("LDAP_URL", "ldap://ldap.internal:389")
LDAP_BASE = "ou=people,dc=example,dc=org"
CALLBACK_HOSTS = {"hooks.partner-a.example", "api.partner-b.example"}
