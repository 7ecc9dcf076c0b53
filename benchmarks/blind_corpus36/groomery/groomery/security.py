"""Small helpers shared by the blueprints."""
import functools
import hashlib
import hmac
import os
import re
from urllib.parse import urlsplit

from flask import abort, session

ALLOWED_IMAGE_EXT = {".jpg", ".jpeg", ".png", ".webp"}


_LOCAL_PATH = re.compile(r"/(?![/\\])[A-Za-z0-9_.~!$&'()*+,;=:@%/?#-]*")


def is_local_path(target):
    if not target or not _LOCAL_PATH.fullmatch(target):
        return False
    parts = urlsplit(target)
    return not parts.scheme and not parts.netloc


def hash_password(password, salt=None):
    salt = salt or os.urandom(16)
    digest = hashlib.pbkdf2_hmac("sha256", password.encode(), salt, 240_000)
    return salt.hex() + "$" + digest.hex()


def check_password(password, stored):
    salt_hex, _, digest_hex = stored.partition("$")
    candidate = hash_password(password, bytes.fromhex(salt_hex))
    return hmac.compare_digest(candidate, stored)


def require_staff(view):
    @functools.wraps(view)
    def wrapper(*args, **kwargs):
        if not session.get("staff_id"):
            abort(403)
        return view(*args, **kwargs)
    return wrapper


def image_extension_ok(filename):
    return os.path.splitext(filename.lower())[1] in ALLOWED_IMAGE_EXT
