import os

REDIS_URL = os.environ.get("JOBRUNNER_REDIS_URL", "redis://localhost:6379/0")
S3_BUCKET = os.environ.get("JOBRUNNER_BUCKET", "jobrunner-artifacts")
AWS_SECRET_ACCESS_KEY = os.environ.get("AWS_SECRET_ACCESS_KEY")
WORK_DIR = os.environ.get("JOBRUNNER_WORK_DIR", "/var/lib/jobrunner")
ALLOWED_FEEDS = ("https://status.example.com/feed.json", "https://releases.example.com/latest.json")
