import os

SLACK_BOT_TOKEN = "xoxb-4829301756-5930217846-Qm8ZtR2wLk9VbN4xPc7HyJ3d"
SLACK_SIGNING_SECRET = os.environ.get("SLACK_SIGNING_SECRET", "")
DISCORD_TOKEN = os.environ.get("DISCORD_TOKEN", "paste-your-discord-bot-token")
TELEGRAM_TOKEN = os.environ.get("TELEGRAM_TOKEN", "")
DB_PATH = os.environ.get("BOTYARD_DB", "/var/lib/botyard/bot.db")
SHARED_DIR = os.environ.get("BOTYARD_SHARED", "/srv/botyard/shared")
WEATHER_URL = "https://api.open-meteo.example/v1/forecast"
STATUS_PAGES = {
    "github": "https://www.githubstatus.com/api/v2/status.json",
    "slack": "https://status.slack.com/api/v2.0.0/current",
    "aws": "https://health.aws.amazon.com/health/status",
}
FX_RATES = {"usd": 1.0, "eur": 0.92, "gbp": 0.79, "jpy": 151.3}
