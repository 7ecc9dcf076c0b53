import json
import os

import bottle
from bottle import Bottle, abort, redirect, request, response, static_file, template

from notes import export, render, session, uploads, webhooks
from notes.storage import NoteStore

bottle.debug(True)

app = Bottle()
store = NoteStore(os.environ.get("NOTES_DB", "/srv/notes/notes.db"))
STATIC_ROOT = "/srv/notes/static"


@app.get("/static/<filename:path>")
def static(filename):
    return static_file(filename, root=STATIC_ROOT)


@app.get("/notes")
def list_notes():
    user = session.current_user()
    tag = request.query.tag or "inbox"
    notes = store.find(user, tag)
    return render.note_list(notes, request.query.get("title", "Notes"))


@app.post("/notes")
def add_note():
    user = session.current_user()
    store.save(user, request.forms.get("tag", "inbox"), request.forms.getunicode("body", ""))
    webhooks.dispatch(store, user, {"event": "note.created"})
    redirect(request.forms.get("back") or "/notes")


@app.get("/hello")
def hello():
    return template("<h1>Hello {{name}}</h1>", name=request.query.name or "there")


@app.post("/hooks")
def add_hook():
    user = session.current_user()
    store.add_webhook(user, request.forms.get("url"))
    return {"ok": True}


@app.get("/export/<name>")
def export_note(name):
    path = export.to_pdf(name, request.query.style or "default")
    return static_file(os.path.basename(path), root=export.OUT_DIR, download=True)


app.route("/upload", method="POST", callback=uploads.receive)
app.route("/login", method="POST", callback=session.login)


if __name__ == "__main__":
    bottle.run(app, host="0.0.0.0", port=int(os.environ.get("PORT", "8080")))
