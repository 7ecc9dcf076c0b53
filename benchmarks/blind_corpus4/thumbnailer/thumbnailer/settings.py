import os

WORK_DIR = os.environ.get("THUMB_WORK_DIR", "/var/lib/thumbnailer/work")
OUTPUT_DIR = os.environ.get("THUMB_OUTPUT_DIR", "/var/lib/thumbnailer/out")
SOURCE_BUCKET = "acme-media-originals"
MAX_SOURCE_BYTES = 40 * 1024 * 1024
ALLOWED_FORMATS = ("jpg", "jpeg", "png", "webp", "gif")
METRICS_SAMPLE_RATE = 0.05

REDIS_URL = os.environ.get("REDIS_URL", "redis://localhost:6379/3")
BROKER_URL = "amqp://thumbs:Wq8!vR2#pLx9@rabbit-01.prod.acme.internal:5672/media"
RESULT_SIGNING_KEY = os.environb.get(b"THUMB_RESULT_KEY", b"")
