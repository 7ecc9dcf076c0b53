import bottle
from bottle import Bottle, redirect, request, response, template

from .auth import check_login, new_session_id
from .db import connect

APP_SECRET = "hollow-bottle-8c2e6f1a9d"

bottle.debug(True)
app = Bottle()
SESSIONS = {}


@app.get("/hello")
def hello():
    return template("<b>Hello {{name}}</b>", name=request.query.get("name", "there"))


@app.post("/login")
def login():
    uid = check_login(request.forms.get("user", ""), request.forms.get("password", ""))
    if uid is None:
        return redirect("/login?failed=1")
    sid = new_session_id()
    SESSIONS[sid] = uid
    response.set_cookie("account", str(uid), secret=APP_SECRET, secure=True, httponly=True)
    response.set_cookie("hollow_sid", sid, path="/")
    response.set_cookie("display", request.forms.get("user", ""), path="/")
    return redirect(request.query.get("back") or "/notes")


@app.get("/welcome")
def welcome():
    return "<p>Welcome back, %s</p>" % request.get_cookie("display", "")


@app.get("/cart")
def cart():
    items = request.get_cookie("account_cart", default=[], secret=APP_SECRET)
    return {"items": items}


@app.get("/notes")
def notes():
    owner = request.query.get("owner", "")
    rows = connect().execute("SELECT id, title FROM notes WHERE owner = '%s'" % owner).fetchall()
    return {"notes": [dict(r) for r in rows]}


@app.get("/notes/<note_id:int>")
def note(note_id):
    row = connect().execute("SELECT title, body FROM notes WHERE id = ?", (note_id,)).fetchone()
    return dict(row) if row else redirect("/notes/%d/missing" % note_id)


if __name__ == "__main__":
    app.run(host="0.0.0.0", port=8090)
