from functools import wraps

from flask import abort, g, request

from ..extensions import db


def role_required(role="admin"):
    def decorator(view):
        @wraps(view)
        def wrapper(*args, **kwargs):
            sid = request.cookies.get("aw_session")
            user = db.session_user(sid) if sid else None
            if user is None or user["role"] != role:
                abort(403)
            g.user = user
            return view(*args, **kwargs)
        return wrapper
    return decorator
