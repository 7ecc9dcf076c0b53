import hashlib

from flask import jsonify, request
from markupsafe import Markup, escape
from flask.views import MethodView

from ..db import get_db, query


def avatar_url(email):
    digest = hashlib.md5(email.strip().lower().encode()).hexdigest()
    return f"https://www.gravatar.com/avatar/{digest}?s=48&d=identicon"


class Notices(MethodView):
    def get(self):
        notices = query("SELECT author, body, posted_at FROM notices ORDER BY posted_at DESC LIMIT 20")
        highlight = request.args.get("highlight", "")
        items = "".join(f"<li><b>{escape(n['author'])}</b> {escape(n['body'])}</li>" for n in notices)
        banner = Markup(f"<div class='banner'>Showing notices about {highlight}</div>")
        return banner + Markup(f"<ul>{items}</ul>")

    def post(self):
        data = request.get_json(force=True)
        db = get_db()
        db.execute("INSERT INTO notices (author, body) VALUES (?, ?)", (data["author"], data["body"]))
        db.commit()
        return jsonify({"ok": True}), 201
