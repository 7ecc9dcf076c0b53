import os

DATABASE_DSN = os.environ.get("OPSDASH_DSN", "postgresql:///opsdash")
LOG_DIR = "/var/log/opsdash"
ARTIFACT_DIR = "/srv/opsdash/artifacts"
OPSGENIE_API_KEY = "3f9b2c71-84de-4a0f-b6e2-9c51d7a08e44"
STATUSPAGE_TOKEN = os.environ.get("STATUSPAGE_TOKEN", "<set-me>")
