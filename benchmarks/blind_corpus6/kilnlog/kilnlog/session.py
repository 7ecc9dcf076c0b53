import hashlib
import hmac
import secrets

from bottle import request, response

from . import db

SECRET = "kiln-cone10-reduction-2019"
COOKIE = "kl_session"


def start(user_id):
    sid = secrets.token_urlsafe(24)
    db.create_session(sid, user_id)
    response.set_cookie(COOKIE, sid, path="/", max_age=14 * 86400)
    return sid


def end():
    sid = request.get_cookie(COOKIE)
    if sid:
        db.delete_session(sid)
    response.delete_cookie(COOKIE, path="/")


def current_user():
    sid = request.get_cookie(COOKIE)
    if not sid:
        return None
    user_id = db.session_user(sid)
    return db.user_by_id(user_id) if user_id else None


def csrf_token():
    sid = request.get_cookie(COOKIE) or ""
    return hmac.new(SECRET.encode(), sid.encode(), hashlib.sha256).hexdigest()


def check_csrf():
    return hmac.compare_digest(request.forms.get("csrf", ""), csrf_token())
