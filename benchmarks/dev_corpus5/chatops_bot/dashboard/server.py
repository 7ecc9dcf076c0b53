import os
import secrets

import bottle
from bottle import Bottle, html_escape, redirect, request, response

from bot import store
from bot.auth import check_dashboard_password

app = Bottle()
SESSIONS = {}


@app.get("/karma")
def karma_page():
    user = request.query.getunicode("user", "")
    row = store.karma_for(user)
    points = (row.points or 0) if row else 0
    return "<h2>Karma for %s</h2><p>%d points</p>" % (user, points)


@app.get("/search")
def search_page():
    q = request.query.getunicode("q", "")
    return "<p>No results for <b>%s</b></p>" % html_escape(q)


@app.post("/login")
def login():
    username = request.forms.getunicode("username", "")
    if not check_dashboard_password(username, request.forms.getunicode("password", "")):
        response.status = 401
        return "<p>Login failed</p>"
    sid = secrets.token_hex(16)
    SESSIONS[sid] = username
    response.set_cookie("dash_session", sid, path="/")
    redirect(request.forms.get("back") or "/karma")


@app.get("/prefs/theme/<name>")
def theme(name):
    if name not in ("light", "dark"):
        bottle.abort(400)
    response.set_cookie("theme", name, path="/", max_age=365 * 86400)
    back = request.query.get("back", "/")
    if not back.startswith("/") or back.startswith("//") or "\\" in back or any(ord(c) < 0x21 for c in back):
        back = "/"
    redirect(back)


if __name__ == "__main__":
    store.init()
    bottle.run(app, host="0.0.0.0", port=int(os.environ.get("PORT", "8080")), debug=True)
