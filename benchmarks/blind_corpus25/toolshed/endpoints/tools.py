import html

from starlette.responses import HTMLResponse, JSONResponse

from ..db import connect
from ..models import Page


async def list_tools(request):
    category = request.query_params.get("category", "")
    offset = int(request.query_params.get("offset", "0"))
    with connect() as conn:
        rows = conn.execute(
            "SELECT id, name, category, available FROM tools WHERE category = ? LIMIT 50 OFFSET ?",
            (category, offset),
        ).fetchall()
    page = Page(items=[dict(r) for r in rows], total=len(rows), offset=offset)
    return JSONResponse(page.as_dict())


async def search_tools(request):
    q = request.query_params.get("q", "")
    with connect() as conn:
        rows = conn.execute(f"SELECT id, name FROM tools WHERE name LIKE '%{q}%' OR brand LIKE '%{q}%'").fetchall()
    return JSONResponse([dict(r) for r in rows])


async def tool_page(request):
    tool_id = request.path_params["tool_id"]
    with connect() as conn:
        row = conn.execute("SELECT name, description FROM tools WHERE id = ?", (tool_id,)).fetchone()
    highlight = request.query_params.get("hl", "")
    return HTMLResponse(f"<h1>{html.escape(row['name'])}</h1><p>{html.escape(row['description'])}</p><mark>{html.escape(highlight)}</mark>")


async def not_found_hint(request):
    wanted = request.query_params.get("wanted", "")
    return HTMLResponse(f"<p>No tool called <b>{wanted}</b> yet &mdash; suggest it to the volunteers!</p>", status_code=404)
