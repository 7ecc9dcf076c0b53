import os

SLACK_BOT_TOKEN = os.environ.get("SLACK_BOT_TOKEN", "xoxb-2417750129-5569904418530-Qm7rT2vLx9KpWc4ZbN8dYeHs")
SIGNING_SECRET_ENV = "SLACK_SIGNING_SECRET"
SLACK_SIGNING_SECRET = os.environ.get(SIGNING_SECRET_ENV, "")

DB_PATH = os.environ.get("CHATOPS_DB", "/var/lib/chatops/chatops.sqlite3")
LOG_DIR = "/var/log/apps"
LOG_FILES = {
    "api": "/var/log/apps/api.log",
    "worker": "/var/log/apps/worker.log",
    "nginx": "/var/log/nginx/error.log",
}

LDAP_URL = "ldaps://ldap.example.com"
LDAP_BASE_DN = "ou=people,dc=example,dc=com"
DASHBOARD_URL = os.environ.get("DASHBOARD_URL", "https://chatops.example.com")
