import os

REDIS_URL = os.environ.get("MILLRACE_REDIS_URL", "redis://queue.makerspace.lan:6379/2")
REDIS_PASSWORD = os.environ.get("MILLRACE_REDIS_PASSWORD")
AMQP_URL = "amqp://millrace:Lathe-And-Laser-2291@rabbit.makerspace.lan:5672/fab"
JOB_SIGNING_KEY = os.environ.get("MILLRACE_SIGNING_KEY", "").encode()
OUTPUT_DIR = "/srv/millrace/output"
UPLOAD_DIR = "/srv/millrace/uploads"
STATUS_URL = "http://status.makerspace.lan/api/jobs"
MEMBER_LDAP = "ldap://members.makerspace.lan"
MEMBER_BASE = "ou=members,dc=makerspace,dc=lan"
