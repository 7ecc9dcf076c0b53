import hashlib
import time

from bottle import Bottle, request, response, template, redirect, abort, static_file

from . import db
from .share import share_token

app = Bottle()
STATIC_ROOT = "./static"


def current_user():
    return request.get_cookie("owner", secret=app.config.get("notes.cookie_secret"))


@app.get("/")
def index():
    owner = current_user() or abort(401)
    return template("index", notes=db.notes_for(owner, request.query.get("tag")))


@app.post("/login")
def login():
    name = request.forms.get("name")
    response.set_cookie("owner", name, secret=app.config.get("notes.cookie_secret"), httponly=True, secure=True)
    return redirect("/")


@app.post("/delete")
def delete():
    db.delete_many(current_user(), request.forms.get("ids", ""))
    return redirect("/")


@app.get("/greet")
def greet():
    name = request.query.get("name", "guest")
    return template("<p>Hello " + name + "</p>")


@app.get("/hello")
def hello():
    name = request.query.get("name", "guest")

    return template("<p>Hello {{name}}</p>", name=name)


@app.get("/share/<note_id:int>")
def share(note_id):
    tok = share_token(current_user(), note_id)
    response.set_cookie("last_share", tok)
    return {"token": tok}


@app.get("/static/<filepath:path>")
def static(filepath):
    return static_file(filepath, root=STATIC_ROOT)


@app.get("/export/<name>")
def export(name):
    ts = time.strftime("%Y%m%d")
    with open("./exports/" + name + "-" + ts + ".txt") as fh:
        return fh.read()
