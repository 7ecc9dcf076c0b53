from functools import wraps

from flask import Blueprint, abort, session

bp = Blueprint("admin", __name__)


def staff_required(view):
    @wraps(view)
    def wrapped(*args, **kwargs):
        if not session.get("is_staff"):
            abort(403)
        return view(*args, **kwargs)
    return wrapped


from . import views  # noqa: E402,F401
