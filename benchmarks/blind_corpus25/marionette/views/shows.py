import json

import web

from .. import model
from ..render import render


class Shows:
    def GET(self):
        params = web.input(day="sat")
        web.header("Content-Type", "application/json")
        return json.dumps([dict(s) for s in model.shows_on(params.day)], default=str)


class ShowSearch:
    def GET(self):
        params = web.input(q="")
        web.header("Content-Type", "application/json")
        return json.dumps([dict(s) for s in model.shows_by_title(params.q)], default=str)


class ShowPage:
    def GET(self, show_id):
        rows = list(model.db.select("shows", where="id = $id", vars={"id": int(show_id)}))
        if not rows:
            raise web.notfound()
        return render.show(rows[0])


class Greeting:
    def GET(self):
        params = web.input(school="")
        web.header("Content-Type", "text/html; charset=utf-8")
        return "<h2>Welcome, %s! Take your seats, the puppets are waking up.</h2>" % params.school
