import html
import json

import cherrypy

from . import db
from .names import fold_surname
from .tools import json_out, with_params


class PeopleApi:
    @cherrypy.expose
    @json_out
    @with_params
    def search(self, params):
        surname = fold_surname(params.get("surname", ""))
        born = params.get("born_before", "9999")
        conn = db.connect()
        rows = conn.execute(
            "SELECT id, given, surname, born FROM people WHERE surname_folded = '%s' AND born < %s" % (surname, born)
        ).fetchall()
        return json.dumps([dict(r) for r in rows]).encode()

    @cherrypy.expose
    @json_out
    def parish(self, parish=""):
        conn = db.connect()
        rows = conn.execute("SELECT id, given, surname FROM people WHERE parish = ?", (parish,)).fetchall()
        return json.dumps([dict(r) for r in rows]).encode()

    @cherrypy.expose
    def card(self, person_id="0"):
        conn = db.connect()
        row = conn.execute("SELECT given, surname, notes FROM people WHERE id = ?", (int(person_id),)).fetchone()
        caption = cherrypy.request.params.get("caption", "")
        return "<div class='card'><h2>%s %s</h2><p>%s</p><small>%s</small></div>" % (
            html.escape(row["given"]), html.escape(row["surname"]), html.escape(row["notes"]), caption)

    @cherrypy.expose
    @json_out
    def prefs(self):
        raw = cherrypy.request.cookie.get("kin_prefs")
        prefs = json.loads(raw.value) if raw else {}
        return json.dumps({"generations": int(prefs.get("generations", 4))}).encode()

    @cherrypy.expose
    def tree(self, person_id="0", **kw):
        title = html.escape(kw.get("title", "Family tree"))
        return "<h1>" + title + "</h1><div id='tree' data-id='%d'></div>" % int(person_id)
