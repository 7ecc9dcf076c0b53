import functools
import hashlib

from bottle import redirect, request, response, route

import config
import db

LANGS = ("en", "de", "fr")


def password_hash(password):
    return hashlib.md5(password.encode("utf-8")).hexdigest()


def current_user():
    return request.get_cookie("hd_user", secret=config.COOKIE_SECRET)


def requires_login(fn):
    @functools.wraps(fn)
    def wrapper(*a, **kw):
        if not current_user():
            redirect("/login")
        return fn(*a, **kw)
    return wrapper


@route("/login", method="POST")
def do_login():
    username = request.forms.get("username")
    cur = db.cursor()
    cur.execute("SELECT pw FROM users WHERE username = %s", (username,))
    row = cur.fetchone()
    if not row or row["pw"] != password_hash(request.forms.get("password", "")):
        redirect("/login?failed=1")
    response.set_cookie("hd_user", username, secret=config.COOKIE_SECRET, path="/")
    redirect("/tickets")


@route("/lang/<code>")
def set_lang(code):
    if code in LANGS:
        response.set_cookie("hd_lang", code, path="/")
    redirect("/")
