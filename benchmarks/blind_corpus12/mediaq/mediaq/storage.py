import os
import uuid

from .celery_app import MEDIA_ROOT


def user_dir(owner):
    path = os.path.join(MEDIA_ROOT, "users", str(int(owner)))
    os.makedirs(path, exist_ok=True)
    return path


def save_original(owner, filename, data):
    path = os.path.join(user_dir(owner), filename)
    with open(path, "wb") as fh:
        fh.write(data)
    return path


def save_derivative(owner, data, ext):
    name = "%s.%s" % (uuid.uuid4().hex, ext if ext in ("jpg", "png", "webp", "mp4") else "bin")
    path = os.path.join(user_dir(owner), name)
    with open(path, "wb") as fh:
        fh.write(data)
    return path
