import os

REDIS_URL = os.environ.get("REDIS_URL", "redis://localhost:6379/0")
QUEUE_NAME = os.environ.get("JOB_QUEUE", "jobs")
REPORTS_DSN = os.environ.get("REPORTS_DSN", "dbname=reports")
SMTP_HOST = os.environ.get("SMTP_HOST", "localhost")
SMTP_PASSWORD = "Sm7p-R3lay!2022"
MEDIA_ROOT = "/srv/media"
