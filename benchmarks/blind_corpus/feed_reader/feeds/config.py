import os

DATABASE_URL = os.environ.get("FEEDS_DATABASE_URL", "sqlite:///feeds.db")
USER_AGENT = "feeds/2.1 (+https://feeds.example.org/bot)"
ALLOWED_IMPORT_HOSTS = ("feeds.feedburner.com", "rss.example.org", "blog.example.org")
ADMIN_API_TOKEN = "fk_admin_9c1e4b77d02a4f3e8b5d6a0c2e9f1b34"
PUBLIC_STATUS_URL = "https://status.example.org/api/v2/summary.json"
