from functools import wraps
from urllib.parse import urlparse

from flask import abort, g, session

from . import db


def login_required(view):
    @wraps(view)
    def wrapped(*args, **kwargs):
        uid = session.get("uid")
        if uid is None:
            abort(401)
        g.user = db.query("SELECT * FROM users WHERE id = ?", (uid,), one=True)
        return view(*args, **kwargs)
    return wrapped


def admin_required(view):
    @wraps(view)
    @login_required
    def wrapped(*args, **kwargs):
        if not g.user or not g.user["is_admin"]:
            abort(403)
        return view(*args, **kwargs)
    return wrapped


def safe_next(target, default="/"):
    """Only allow relative paths on this host as post-login destinations."""
    if not target or "\\" in target or target.startswith("//"):
        return default
    parsed = urlparse(target)
    if parsed.scheme or parsed.netloc or not parsed.path.startswith("/"):
        return default
    return target
