import base64
import os
import pickle

from bottle import Bottle, abort, redirect, request, response, static_file

from . import highlight, ids, store

app = Bottle()
STATIC_ROOT = os.path.join(os.path.dirname(__file__), "static")


@app.get("/static/<filepath:path>")
def static(filepath):
    return static_file(filepath, root=STATIC_ROOT)


@app.post("/paste")
def create():
    pid = ids.short_id()
    owner = ids.owner_fingerprint(request.forms.get("password", ""), pid)
    store.save_paste(pid, request.forms.body, request.forms.get("lang", "txt"), owner)
    response.set_cookie("delete_key_" + pid, ids.delete_key(), path="/")
    redirect("/p/" + pid)


@app.get("/p/<pid>")
def show(pid):
    row = store.get_paste(pid)
    if row is None:
        abort(404)
    response.set_header("ETag", ids.content_etag(row[1]))
    title = request.query.get("title", pid)
    return highlight.render_title(title) + highlight.render_block(row[1], row[2])


@app.get("/lang/<lang>")
def by_lang(lang):
    order = request.query.get("order", "id")
    return {"pastes": store.pastes_by_lang(lang, order)}


@app.get("/prefs")
def prefs():
    raw = request.get_cookie("prefs")
    if not raw:
        return {}
    return pickle.loads(base64.b64decode(raw))


@app.get("/prefs/signed")
def signed_prefs():
    data = request.get_cookie("prefs2", secret=os.environ["PASTEBIN_COOKIE_SECRET"])
    return data or {}


@app.post("/prefs/signed")
def save_signed_prefs():
    prefs = {"theme": request.forms.get("theme", "light")}
    response.set_cookie("prefs2", prefs, secret=os.environ["PASTEBIN_COOKIE_SECRET"], httponly=True, secure=True)
    return prefs
