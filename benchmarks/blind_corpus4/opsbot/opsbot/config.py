import os

COMMAND_PREFIX = "!"
DISCORD_TOKEN = os.environ.get("OPSBOT_DISCORD_TOKEN", "")
JIRA_BASE = "https://acme.atlassian.net"
JIRA_USER = "opsbot@acme.example"
JIRA_API_TOKEN = "ATATT3xFfGF0kq9Vw2mZrT8sYb4LcN1pQeHd"
QUOTES_DB = os.environ.get("OPSBOT_QUOTES_DB", "quotes.sqlite3")
STATE_DIR = os.environ.get("OPSBOT_STATE_DIR", "/var/lib/opsbot")
VERIFY_ROLE = "verified"
