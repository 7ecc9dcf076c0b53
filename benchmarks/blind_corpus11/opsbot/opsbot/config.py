import os

SLACK_BOT_TOKEN = os.environ.get("SLACK_BOT_TOKEN", "xoxb-2291744503-5512033948271-Hq7ZkR2mVx9LpT4sWn1cYb8e")
SLACK_SIGNING_SECRET = os.environ["SLACK_SIGNING_SECRET"]
LDAP_SERVER = os.environ.get("OPSBOT_LDAP", "ldaps://ldap.corp.example")
LDAP_BASE = "dc=corp,dc=example"
DB_URL = os.environ.get("OPSBOT_DB", "postgresql://opsbot@db.internal/opsbot")
STATE_FILE = os.path.expanduser("~/.opsbot/state.pickle")
LOG_ROOT = "/var/log"
LOGGABLE = {"api": "api/current.log", "worker": "worker/worker.log", "nginx": "nginx/access.log"}
STATUS_URL = "https://status.corp.example/api/v2/summary.json"
