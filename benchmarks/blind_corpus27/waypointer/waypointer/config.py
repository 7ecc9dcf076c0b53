import os

API_BASE = "https://api.opencaching.example/okapi/services"
# OKAPI consumer credentials for the toolkit's own registration
CONSUMER_KEY = "wp-toolkit"
CONSUMER_SECRET = "9qR2vT7wXk4LmN8pZs3Jf6Hd"
USER_TOKEN = os.environ.get("WAYPOINTER_TOKEN", "")
