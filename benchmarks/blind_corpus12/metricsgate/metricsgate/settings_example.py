"""Copy to settings_local.py and fill in real values for your environment."""

PAGERDUTY_TOKEN = "<your-pagerduty-token>"
SLACK_WEBHOOK = "https://hooks.slack.com/services/XXXX/YYYY/ZZZZ"
DB_PATH = "/tmp/mg-dev.sqlite"
