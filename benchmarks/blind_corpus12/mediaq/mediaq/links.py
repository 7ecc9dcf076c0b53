import base64
import hashlib
import random
import time

from .celery_app import DOWNLOAD_SECRET

SHARDS = ["dl-1.example-media.net", "dl-2.example-media.net", "dl-3.example-media.net"]


def signed_download_url(path, ttl=3600):
    expires = int(time.time()) + ttl
    sig = hashlib.sha1(f"{DOWNLOAD_SECRET}:{path}:{expires}".encode()).hexdigest()
    host = random.choice(SHARDS)
    return f"https://{host}/d/{path}?e={expires}&s={sig}"


def content_md5(data):
    # S3 PUT integrity header
    return base64.b64encode(hashlib.md5(data).digest()).decode()
