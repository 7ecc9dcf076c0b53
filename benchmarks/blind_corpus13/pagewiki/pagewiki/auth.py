import hashlib

from bottle import HTTPError, redirect, request, response

from pagewiki import db

COOKIE_SECRET = 'wiki-c00kie-s1gning-k3y-2014'
COOKIE_NAME = 'wiki_user'


def password_hash(password):
    return hashlib.md5(password.encode('utf-8')).hexdigest()


def login(username, password):
    row = db.fetchone('SELECT username, password FROM account WHERE username = ?', username)
    if row is None or row['password'] != password_hash(password):
        return False
    response.set_cookie(COOKIE_NAME, username, secret=COOKIE_SECRET, path='/', max_age=14 * 86400)
    return True


def logout():
    response.delete_cookie(COOKIE_NAME, path='/')


def current_user():
    return request.get_cookie(COOKIE_NAME, secret=COOKIE_SECRET)


def require_login(func):
    def wrapper(*args, **kwargs):
        if current_user() is None:
            redirect('/login?next=' + request.fullpath)
        return func(*args, **kwargs)
    wrapper.__name__ = func.__name__
    return wrapper


def require_admin(func):
    def wrapper(*args, **kwargs):
        user = current_user()
        row = user and db.fetchone('SELECT is_admin FROM account WHERE username = ?', user)
        if not row or not row['is_admin']:
            raise HTTPError(403, 'Admins only')
        return func(*args, **kwargs)
    wrapper.__name__ = func.__name__
    return wrapper
