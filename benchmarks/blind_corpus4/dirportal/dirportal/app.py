import json

import bottle
from bottle import request, response, redirect, template, abort

from . import auth, groups, photos, settings
from .ldapclient import Directory

app = bottle.Bottle()

RESULTS_TPL = """
<h2>Results for {{q}}</h2>
<ul>
% for p in people:
  <li><a href="/person/{{p['uid']}}">{{p['cn']}}</a> &mdash; {{p['title']}}</li>
% end
</ul>
"""

PERSON_TPL = """
<h1>{{cn}}</h1>
<p class="title">{{title}}</p>
<div class="about">{{!about}}</div>
"""


def _first(attrs, key):
    vals = attrs.get(key) or [b""]
    return vals[0].decode("utf-8", "replace")


def _local_path(url):
    if not url.startswith("/") or url.startswith("//"):
        return False
    return not any(c == "\\" or ord(c) < 32 or ord(c) == 127 for c in url)


def current_user():
    return auth.unsign(request.get_cookie("dp_session") or "")


@app.post("/login")
def login():
    user = auth.authenticate(request.forms.get("username"), request.forms.get("password"))
    if not user:
        abort(401, "bad credentials")
    response.set_cookie("dp_session", auth.sign(user), path="/", max_age=8 * 3600,
                        httponly=True, secure=True, samesite="lax")
    response.set_cookie("dp_last_user", user, path="/login", max_age=30 * 86400)
    back = request.forms.get("back") or "/"
    redirect(back if _local_path(back) else "/")


@app.get("/search")
def search():
    q = request.query.getunicode("q", "")
    d = Directory()
    try:
        people = [{"uid": _first(a, "uid"), "cn": _first(a, "cn"), "title": _first(a, "title")}
                  for a in d.search_people(q)]
    finally:
        d.close()
    return template(RESULTS_TPL, q=q, people=people)


@app.get("/person/<uid>")
def person(uid):
    d = Directory()
    try:
        entry = d.get_by_uid(uid)
    finally:
        d.close()
    if not entry:
        abort(404)
    a = entry[1]
    # "about me" is edited by each employee on the self-service page
    return template(PERSON_TPL, cn=_first(a, "cn"), title=_first(a, "title"),
                    about=_first(a, "description"))


@app.get("/photo/<uid>")
def photo(uid):
    return photos.serve_photo(uid)


@app.get("/vcard")
def vcard():
    if not current_user():
        abort(401)
    response.content_type = "text/vcard"
    return photos.read_vcard(request.query.get("file", ""))


@app.post("/me/photo")
def upload_photo():
    uid = current_user()
    if not uid:
        abort(401)
    upload = request.files.get("photo")
    if upload is None:
        abort(400, "no file")
    return {"ok": photos.store_upload(uid, upload)}


@app.get("/api/check")
def check():
    d = Directory()
    try:
        entry = d.by_mail(request.query.get("mail", ""))
    finally:
        d.close()
    response.content_type = "application/json"
    return json.dumps({"exists": entry is not None})


@app.get("/groups")
def group_info():
    return {"owner": groups.group_owner(request.query.get("group", ""))}


@app.get("/logout")
def logout():
    response.delete_cookie("dp_session", path="/")
    redirect(request.query.get("next") or "/")


if __name__ == "__main__":
    bottle.run(app, host=settings.LISTEN[0], port=settings.LISTEN[1], debug=True, reloader=False)
