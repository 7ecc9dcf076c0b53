import os

BROKER_URL = os.environ.get("MEDIAWORKER_BROKER", "redis://localhost:6379/3")
RESULT_BACKEND = os.environ.get("MEDIAWORKER_RESULTS", "redis://localhost:6379/4")
DATABASE_URL = os.environ.get("MEDIAWORKER_DB", "postgresql://media@localhost/media")

UPLOAD_DIR = os.environ.get("MEDIAWORKER_UPLOADS", "/srv/media/uploads")
OUTPUT_DIR = os.environ.get("MEDIAWORKER_OUTPUT", "/srv/media/output")
THUMB_DIR = os.environ.get("MEDIAWORKER_THUMBS", "/srv/media/thumbs")
WORK_DIR = os.environ.get("MEDIAWORKER_WORK", "/srv/media/work")
SCRATCH_DIR = os.environ.get("MEDIAWORKER_SCRATCH", "/tmp")

FFMPEG = os.environ.get("FFMPEG_BIN", "/usr/bin/ffmpeg")
TRANSCODE_TIMEOUT = int(os.environ.get("TRANSCODE_TIMEOUT", "3600"))
DOWNLOAD_LINK_TTL = 7 * 24 * 3600
