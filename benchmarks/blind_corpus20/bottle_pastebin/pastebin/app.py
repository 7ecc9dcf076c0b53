import os
import pickle

import requests

import bottle
from bottle import request, response, template

from . import highlight, settings, storage, tokens

app = bottle.Bottle()
bottle.debug(True)


@app.get("/p/<paste_id>")
def show(paste_id):
    doc = storage.load(paste_id)
    return template("paste", title=doc["title"], body=doc["body"])


@app.get("/p/<paste_id>/embed")
def embed(paste_id):
    doc = storage.load(paste_id)
    return "<div class='pb-embed'><h3>%s</h3><pre>%s</pre></div>" % (doc["title"], doc["body"])


@app.get("/p/<paste_id>/pretty")
def pretty(paste_id):
    doc = storage.load(paste_id)
    style = request.query.get("style")
    if style:
        return highlight.highlight_with_style(doc["body"], request.query.get("lexer", "text"), style)
    return highlight.highlight(doc["body"], request.query.get("lexer", doc.get("lexer", "text")))


@app.post("/new")
def create():
    body = request.forms.getunicode("body", "")
    if len(body) > settings.MAX_PASTE:
        bottle.abort(413)
    paste_id = tokens.new_paste_id()
    delete_token = tokens.new_delete_token()
    storage.save(paste_id, {"title": request.forms.getunicode("title", "untitled"), "body": body,
                            "lexer": request.forms.get("lexer", "text"), "delete_token": delete_token})
    response.set_cookie("owner_" + paste_id, delete_token, secret=settings.COOKIE_SECRET, path="/")
    response.set_cookie("last_lexer", request.forms.get("lexer", "text"), max_age=86400 * 90)
    bottle.redirect("/p/" + paste_id)


@app.post("/import-url")
def import_url():
    src = request.forms.get("url", "")
    r = requests.get(src, timeout=10)
    paste_id = tokens.new_paste_id()
    storage.save(paste_id, {"title": src, "body": r.text[: settings.MAX_PASTE], "lexer": "text",
                            "delete_token": tokens.new_delete_token()})
    bottle.redirect("/p/" + paste_id)


@app.post("/p/<paste_id>/delete")
def delete(paste_id):
    doc = storage.load(paste_id)
    if request.get_cookie("owner_" + paste_id, secret=settings.COOKIE_SECRET) != doc.get("delete_token"):
        bottle.abort(403)
    os.unlink(storage.paste_path(paste_id))
    bottle.redirect("/")


@app.get("/theme/<name>")
def theme(name):
    if name in ("light", "dark", "solarized"):
        response.set_cookie("syntax_theme", name, max_age=86400 * 365, path="/")
    bottle.redirect(request.query.get("back") or "/")


@app.post("/admin/restore")
def restore():
    upload = request.files.get("backup")
    pastes = pickle.load(upload.file)
    for paste_id, doc in pastes.items():
        storage.save(paste_id, doc)
    return {"restored": len(pastes)}


@app.get("/recent")
def recent():
    with storage.meta_db() as db:
        public = [k for k, v in db.items() if v.get("public")]
    return {"recent": tokens.shuffled_recent(public)}


def run():
    bottle.run(app, host="0.0.0.0", port=int(os.environ.get("PORT", "8000")), server="waitress")
