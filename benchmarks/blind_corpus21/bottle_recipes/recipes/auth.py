import hashlib
import random
import string

from bottle import get, post, request, response, redirect

from .config import COOKIE_SECRET
from .db import RecipeDB


def gravatar(email):
    digest = hashlib.md5(email.strip().lower().encode("utf-8")).hexdigest()
    return "https://www.gravatar.com/avatar/%s?d=identicon" % digest


@post("/login")
def login():
    user = request.forms.get("username")
    rows = RecipeDB.get().query("SELECT id FROM members WHERE name = ? AND pw = ?",
                                (user, request.forms.get("pw_hash")))
    if not rows:
        return "nope"
    response.set_cookie("account", user, secret=COOKIE_SECRET, path="/")
    response.set_cookie("units", request.forms.get("units", "metric"), httponly=True, secure=True)
    redirect("/")


@post("/reset")
def reset():
    code = "".join(random.sample(string.ascii_uppercase + string.digits, 10))
    RecipeDB.get().write("UPDATE members SET reset_code = ? WHERE email = ?",
                         (code, request.forms.get("email")))
    return "check your inbox"


@get("/me")
def me():
    user = request.get_cookie("account", secret=COOKIE_SECRET)
    return {"user": user}
