import os

REDIS_URL = os.environ.get("REPORTS_REDIS_URL", "redis://localhost:6379/2")
DATABASE_DSN = os.environ.get("REPORTS_DSN", "dbname=sales user=reports host=db.internal")
REPORT_DIR = os.environ.get("REPORT_DIR", "/srv/reports/out")
INTERNAL_BASE = os.environ.get("REPORTS_INTERNAL_BASE", "http://reports-web.internal:8000")
NOTIFY_HOSTS = frozenset({"hooks.slack.com", "outlook.office.com"})
PAGE_SIZES = {"a4": "A4", "letter": "Letter", "a3": "A3"}
