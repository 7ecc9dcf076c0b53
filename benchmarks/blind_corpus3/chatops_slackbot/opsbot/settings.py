import os

SLACK_BOT_TOKEN = os.environ.get("SLACK_BOT_TOKEN", "xoxb-2817364509-5532190847712-Qm8tVbR2kLp9XwYz4NcD7sEf")
SLACK_SIGNING_SECRET = os.environ["SLACK_SIGNING_SECRET"]
SLACK_APP_TOKEN = os.environ.get("SLACK_APP_TOKEN")

LDAP_SERVER = os.environ.get("OPSBOT_LDAP", "ldaps://ldap.corp.example.com")
LDAP_BASE = "ou=people,dc=corp,dc=example,dc=com"

TICKETS_DSN = os.environ.get("OPSBOT_TICKETS_DSN", "dbname=helpdesk user=opsbot host=helpdesk-db")
LOG_DIR = "/var/log/services"
SERVICES_XML = "/etc/opsbot/services.xml"

DASHBOARD_PORT = int(os.environ.get("OPSBOT_DASHBOARD_PORT", "8080"))
DASHBOARD_SECRET = os.environ.get("OPSBOT_DASHBOARD_SECRET", "")
