import hashlib
import hmac
import os

from bottle import request, response, abort

from bottlewiki import config, store


def check_password(name, password):
    row = store.user_by_name(name)
    if row is None:
        return False
    salt, digest = row[1].split('$', 1)
    calc = hashlib.pbkdf2_hmac('sha256', password.encode('utf-8'), salt.encode('ascii'), 200000).hex()
    return hmac.compare_digest(calc, digest)


def login(name):
    sid = os.urandom(16).hex()
    response.set_cookie('wiki_sid', sid, path='/', httponly=True, secure=True)
    response.set_cookie('wiki_user', name, secret=config.COOKIE_SECRET, path='/')
    return sid


def current_user():
    return request.get_cookie('wiki_user', secret=config.COOKIE_SECRET)


def require_admin():
    if current_user() not in config.ADMIN_USERS:
        abort(403, 'admins only')
