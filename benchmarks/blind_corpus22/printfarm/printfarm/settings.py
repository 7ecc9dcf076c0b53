import os

AMQP_URL = "amqp://printfarm:Pr1ntF4rm-2021!@rabbit.makerspace.lan:5672/%2F"
REDIS_URL = os.environ.get("PRINTFARM_REDIS", "redis://redis.makerspace.lan:6379/2")
REDIS_PASSWORD = os.environ.get("PRINTFARM_REDIS_PASSWORD")
JOB_SIGNING_KEY = os.environ.get("PRINTFARM_JOB_KEY", "").encode()
SLACK_WEBHOOK = os.environ.get("PRINTFARM_SLACK_WEBHOOK", "")
DEBUG = os.environ.get("PRINTFARM_DEBUG") == "1"
SPOOL_DIR = "/var/spool/printfarm"
DB_PATH = "/var/lib/printfarm/accounting.sqlite3"
LDAP_URI = "ldap://members.makerspace.lan"
SLICER = "/opt/prusaslicer/prusa-slicer"
QUEUE_KEY = "printfarm:jobs"
