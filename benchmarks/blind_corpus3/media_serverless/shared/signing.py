"""Signed download links and S3 upload helpers."""
import base64
import hashlib
import time

from shared.config import DOWNLOAD_SIGNING_KEY


def sign_download(key, expires_in=3600):
    expires = int(time.time()) + expires_in
    sig = hashlib.md5(("%s:%s:%d" % (DOWNLOAD_SIGNING_KEY, key, expires)).encode()).hexdigest()
    return "/download?key=%s&expires=%d&sig=%s" % (key, expires, sig)


def verify_download(key, expires, sig):
    if int(expires) < time.time():
        return False
    expected = hashlib.md5(("%s:%s:%d" % (DOWNLOAD_SIGNING_KEY, key, int(expires))).encode()).hexdigest()
    return expected == sig


def content_md5(data):
    """Value for the Content-MD5 header S3 requires on PutObject with object lock."""
    return base64.b64encode(hashlib.md5(data).digest()).decode()
