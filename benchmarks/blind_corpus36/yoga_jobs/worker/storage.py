import os

from werkzeug.utils import secure_filename

from .settings import MEDIA_DIR


def media_path(original_name):
    return os.path.join(MEDIA_DIR, secure_filename(original_name) or "upload.bin")


def ensure_media_dir():
    os.makedirs(MEDIA_DIR, exist_ok=True)
