import html
import sqlite3

from starlette.responses import HTMLResponse, JSONResponse

from .. import settings
from ..services.catalogue import search_titles, titles_by_players
from ..services.rules import ScoreSheet


def _db():
    return sqlite3.connect(settings.DATABASE_PATH)


async def list_games(request):
    players = int(request.query_params.get("players", "2"))
    return JSONResponse(titles_by_players(_db(), players))


async def search(request):
    q = request.query_params.get("q", "")
    return JSONResponse(search_titles(_db(), q))


async def card(request):
    game_id = request.path_params["game_id"]
    note = request.query_params.get("note", "")
    row = _db().execute("SELECT title, blurb FROM games WHERE id = ?", (game_id,)).fetchone()
    if row is None:
        return HTMLResponse("<p>not found</p>", status_code=404)
    body = f"<h2>{html.escape(row[0])}</h2><p>{html.escape(row[1])}</p><aside>{note}</aside>"
    return HTMLResponse(body)


async def score_preview(request):
    form = await request.form()
    sheet = ScoreSheet(form.get("expression", "0"))
    return JSONResponse({"score": sheet.total(dict(form))})
