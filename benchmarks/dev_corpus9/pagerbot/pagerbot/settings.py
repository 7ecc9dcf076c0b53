"""Runtime settings.  Values can be overridden with environment variables."""
import os

BOT_NAME = os.environ.get("PAGERBOT_NAME", "pagerbot")
COMMAND_PREFIX = "!"

SLACK_BOT_TOKEN = os.environ.get("SLACK_BOT_TOKEN", "xoxb-2841937710-4451827710993-Qm3vTzR8pLkW0sYbNc7HdA1e")
SLACK_SIGNING_SECRET = os.environ["SLACK_SIGNING_SECRET"]
PAGERDUTY_API_KEY = os.environ.get("PAGERDUTY_API_KEY", "")

DATA_DIR = os.path.expanduser(os.environ.get("PAGERBOT_DATA", "~/.pagerbot"))
RUNBOOK_DIR = os.environ.get("PAGERBOT_RUNBOOKS", "/srv/runbooks")
RULES_FILE = os.environ.get("PAGERBOT_RULES", "/etc/pagerbot/rules.yaml")
PASTE_BASE = "https://paste.ops.example.net/raw/"

DEPLOYABLE_SERVICES = ("api", "web", "worker", "scheduler", "search")
DEPLOY_SCRIPT = "/opt/deploy/bin/deploy"

STATUS_HOST = os.environ.get("PAGERBOT_STATUS_HOST", "0.0.0.0")
STATUS_PORT = int(os.environ.get("PAGERBOT_STATUS_PORT", "8088"))
