import functools

from bottle import abort, request

from .config import COOKIE_SECRET


def login_required(fn):
    @functools.wraps(fn)
    def wrapper(*a, **kw):
        user = request.get_cookie("account", secret=COOKIE_SECRET)
        if not user:
            abort(401, "login required")
        request.environ["beekeep.user"] = user
        return fn(*a, **kw)
    return wrapper


def current_user():
    return request.environ.get("beekeep.user")
