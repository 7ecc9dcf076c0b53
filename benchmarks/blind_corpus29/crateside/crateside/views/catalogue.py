from starlette.responses import HTMLResponse, JSONResponse

from .. import db

GENRES = {"jazz", "soul", "funk", "reggae", "rock", "folk", "electronic", "classical"}


async def home(request):
    return HTMLResponse("<h1>Crateside Records</h1><p>New in this week: see /search?sort=added</p>")


async def search(request):
    q = request.query_params.get("q", "")
    genre = request.query_params.get("genre")
    sql = "SELECT id, artist, title, grade, price FROM records WHERE (artist LIKE ? OR title LIKE ?)"
    params = [f"%{q}%", f"%{q}%"]
    if genre in GENRES:
        sql += " AND genre = ?"
        params.append(genre)
    return JSONResponse(db.select(sql, params))


async def record(request):
    rid = request.path_params["record_id"]
    fmt = request.query_params.get("pressing", "")
    rows = db.select("SELECT * FROM records WHERE id = %d AND pressing LIKE '%s%%'" % (rid, fmt))
    return JSONResponse(rows[0] if rows else {})
