import os

SLACK_SIGNING_SECRET = os.environ.get("SLACK_SIGNING_SECRET", "")
SLACK_CLIENT_ID = os.environ.get("SLACK_CLIENT_ID", "")
SLACK_CLIENT_SECRET = os.environ.get("SLACK_CLIENT_SECRET", "")
SLACK_BOT_TOKEN = os.environ.get("SLACK_BOT_TOKEN", "")
DB_PATH = os.environ.get("HELPBOT_DB", "/var/lib/helpbot/helpbot.sqlite3")
RUNBOOK_DIR = os.environ.get("HELPBOT_RUNBOOKS", "/srv/runbooks")
REPO_DIR = "/srv/repos"
JIRA_BASE = "https://jira.example.com"
RESTARTABLE = ("helpbot-worker", "status-page", "docs-site")
