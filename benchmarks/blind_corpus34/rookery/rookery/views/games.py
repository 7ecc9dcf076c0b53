import os

from pyramid.httpexceptions import HTTPNotFound
from pyramid.response import FileResponse, Response
from pyramid.view import view_config, view_defaults

from .. import db
from ..tokens import pgn_etag

ARCHIVE = "/srv/rookery/archive"
SORTABLE = {"date": "played_on", "event": "event", "eco": "eco"}


@view_defaults(renderer="json")
class GameViews:
    def __init__(self, request):
        self.request = request
        self.conn = db.connect(request)

    @view_config(route_name="games", permission="view")
    def list_games(self):
        player = self.request.params.get("player", "")
        order = SORTABLE.get(self.request.params.get("sort"), "played_on")
        rows = self.conn.execute(
            f"SELECT id, white, black, result, event FROM game WHERE white = ? OR black = ? ORDER BY {order} DESC",
            (player, player),
        ).fetchall()
        return [dict(r) for r in rows]

    @view_config(route_name="game_pgn", permission="view")
    def pgn(self):
        row = self.conn.execute("SELECT pgn FROM game WHERE id = ?", (self.request.matchdict["id"],)).fetchone()
        if row is None:
            raise HTTPNotFound()
        return Response(row["pgn"], content_type="application/x-chess-pgn", headerlist=[("ETag", pgn_etag(row["pgn"]))])

    @view_config(route_name="game_file", permission="play")
    def archived(self):
        season = self.request.matchdict["season"]
        name = self.request.params.get("file") or self.request.matchdict["name"]
        path = os.path.join(ARCHIVE, season, name)
        if not os.path.exists(path):
            raise HTTPNotFound()
        return FileResponse(path, request=self.request)
