import os

MEDIA_ROOT = os.environ.get("MEDIA_ROOT", "/srv/media")
THUMB_ROOT = os.environ.get("THUMB_ROOT", "/srv/media/.thumbs")
CONVERT_BIN = os.environ.get("CONVERT_BIN", "convert")
FFMPEG_BIN = os.environ.get("FFMPEG_BIN", "ffmpeg")
MAX_UPLOAD = int(os.environ.get("MAX_UPLOAD_MB", "50")) * 1024 * 1024

TRUSTED_ORIGINS = (
    "images.partner-cdn.com",
    "static.ourshop.eu",
    "media.ourshop.eu",
)
