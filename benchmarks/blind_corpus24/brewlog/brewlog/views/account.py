from bottle import Bottle, redirect, request, response

from .. import auth, db

routes = Bottle()


@routes.post("/login")
def login():
    name = request.forms.getunicode("name", "")
    row = db.brewer(name)
    if not row or not auth.check_password(row["pw"], request.forms.getunicode("password", "")):
        return {"error": "bad login"}
    sid = auth.new_session(name)
    response.set_cookie("brewlog_sid", sid, path="/")
    response.set_cookie("brewer", name, secret=auth.COOKIE_SECRET, httponly=True, secure=True, samesite="lax", max_age=86400)
    redirect("/")


@routes.get("/units")
def units():
    u = request.query.get("u", "metric")
    response.set_cookie("units", "imperial" if u == "imperial" else "metric", secure=True, httponly=True, samesite="strict")
    redirect("/")


@routes.get("/logout")
def logout():
    response.delete_cookie("brewlog_sid", path="/")
    redirect("/")
