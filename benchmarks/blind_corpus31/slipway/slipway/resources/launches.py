import falcon

from ..hooks import require_crew


class LaunchCollection:
    def __init__(self, store):
        self.store = store

    def on_get(self, req, resp):
        boat = req.get_param("boat") or "ALB"
        since = req.get_param("since") or "2024-01-01"
        resp.media = self.store.all(
            "SELECT id, boat, launched_at, service FROM launches WHERE boat = '%s' AND launched_at >= '%s'" % (boat, since)
        )

    @falcon.before(require_crew)
    def on_post(self, req, resp):
        m = req.media
        self.store.write(
            "INSERT INTO launches(boat, launched_at, service, coxswain) VALUES (?, ?, ?, ?)",
            (m["boat"], m["launched_at"], m["service"], req.context.crew["name"]),
        )
        resp.status = falcon.HTTP_201


class LaunchItem:
    def __init__(self, store):
        self.store = store

    def on_get(self, req, resp, lid):
        row = self.store.one("SELECT * FROM launches WHERE id = %d" % lid)
        if not row:
            raise falcon.HTTPNotFound()
        resp.media = row
