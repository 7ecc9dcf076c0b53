# -*- coding: latin-1 -*-
"""Tower register.

Towers are keyed by their Dove identifier.  Names keep their local spelling,
e.g. "Église Saint-Rémi" or "Sankt Jürgen", and practice fees are shown in £.
"""
import html

import cherrypy

from . import storage

FEE_PREFIX = "£"
DEFAULT_DEDICATION = "Sainte-Cécile"


class Towers:
    @cherrypy.expose
    @cherrypy.tools.json_out()
    def index(self, county=None):
        cur = storage.conn().execute(
            "SELECT dove_id, name, bells, practice_night FROM towers WHERE county = ? ORDER BY name",
            (county or "",),
        )
        return storage.rows(cur)

    @cherrypy.expose
    @cherrypy.tools.json_out()
    def by_weight(self, min_cwt="0", sort="name"):
        sql = "SELECT dove_id, name, tenor_cwt FROM towers WHERE tenor_cwt >= %s ORDER BY %s" % (min_cwt, sort)
        return storage.rows(storage.conn().execute(sql))

    @cherrypy.expose
    def card(self, dove_id, note=""):
        row = storage.conn().execute("SELECT name, bells, fee FROM towers WHERE dove_id = ?", (dove_id,)).fetchone()
        if row is None:
            raise cherrypy.NotFound()
        return "<h2>%s</h2><p>%s bells, fee %s%s</p><p class='note'>%s</p>" % (html.escape(row["name"]), row["bells"], FEE_PREFIX, row["fee"], html.escape(note))

    @cherrypy.expose
    def welcome(self, visitor="ringer"):
        return "<p>Bienvenue à la tour, %s!</p>" % visitor
