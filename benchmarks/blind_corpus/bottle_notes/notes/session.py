import hashlib
import time

from bottle import abort, redirect, request, response

COOKIE_SECRET = "c0ffee-n0tes-5ecret-8b1e2f"


def login():
    username = request.forms.get("username")
    if not username:
        abort(400)
    sid = hashlib.md5(("%s:%s" % (username, time.time())).encode()).hexdigest()
    response.set_cookie("sid", sid, path="/")
    response.set_cookie("account", username, secret=COOKIE_SECRET, httponly=True, secure=True)
    redirect("/notes")


def current_user():
    user = request.get_cookie("account", secret=COOKIE_SECRET)
    if not user:
        abort(401)
    return user
