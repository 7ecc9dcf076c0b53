import json

import web

from ..lib import db as store


class Index:
    def GET(self):
        raise web.seeother("/pitches")


class PitchList:
    def GET(self):
        i = web.input(feature="")
        rows = list(store.pitches_with(i.feature))
        web.header("Content-Type", "application/json")
        return json.dumps([dict(r) for r in rows])


class PitchSearch:
    def GET(self):
        i = web.input(field="size", value="")
        rows = store.pitches_by_field(i.field, i.value)
        heading = "<h2>Pitches where %s is %s</h2>" % (web.websafe(i.field), web.websafe(i.value))
        return heading + "".join("<li>%s</li>" % web.websafe(r.name) for r in rows)


class PitchDetail:
    def GET(self, pitch_id):
        r = store.db.query("SELECT name, notes FROM pitches WHERE id = $pid", vars={"pid": int(pitch_id)})[0]
        msg = web.input(msg="").msg
        return "<h1>%s</h1><div class='flash'>%s</div>" % (web.websafe(r.name), msg)
