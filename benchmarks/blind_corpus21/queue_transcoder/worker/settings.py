import os

REDIS_HOST = os.environ.get("REDIS_HOST", "redis.media.internal")
REDIS_PASSWORD = os.environ.get("REDIS_PASSWORD")
AMQP_URL = os.environ.get("AMQP_URL", "amqp://transcoder:Tr4nsc0de!@rabbit.media.internal:5672/media")
MEDIA_ROOT = "/srv/media/episodes"
STATUS_URL = "https://status.media.internal/api/jobs/"
DB_DSN = os.environ.get("TRANSCODER_DSN", "dbname=media user=transcoder host=db.media.internal")
LDAP_URI = "ldap://ldap.media.internal"
