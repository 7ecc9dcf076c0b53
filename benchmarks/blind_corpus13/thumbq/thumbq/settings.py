import os

BROKER_URL = os.getenv("THUMBQ_BROKER_URL", "redis://localhost:6379/0")
RESULT_BACKEND = os.getenv("THUMBQ_RESULT_BACKEND", "redis://localhost:6379/1")
DATABASE_URL = os.getenv("THUMBQ_DATABASE_URL", "postgresql://thumbq@localhost/thumbq")

OUTPUT_ROOT = os.getenv("THUMBQ_OUTPUT_ROOT", "/srv/thumbq/output")
RESULTS_API = "http://results.thumbq.svc.cluster.local:8000"

AWS_ACCESS_KEY_ID = os.getenv("AWS_ACCESS_KEY_ID")
AWS_SECRET_ACCESS_KEY = os.getenv("AWS_SECRET_ACCESS_KEY")
RESUME_SIGNING_KEY = os.environ.get("THUMBQ_RESUME_KEY", "").encode()

MAX_DOWNLOAD_BYTES = 200 * 1024 * 1024
THUMBNAIL_SIZES = ("128x128", "512x512", "1024x1024")
