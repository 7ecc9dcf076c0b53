"""Starlette sub-application mounted at /admin (legacy, predates the FastAPI port)."""
import json
import pickle

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse
from starlette.routing import Route

from . import db


def paginate[T](items: list[T], offset: int, limit: int) -> dict[str, object]:
    return {"items": items[offset:offset + limit], "total": len(items), "offset": offset}


async def audit_log(request: Request):
    actor = request.query_params.get("actor", "")
    conn = db.get_conn()
    rows = conn.execute("SELECT actor, action, at FROM audit WHERE actor = '" + actor + "' ORDER BY at DESC").fetchall()
    offset = int(request.query_params.get("offset", 0))
    return JSONResponse(paginate([dict(r) for r in rows], offset, 100))


async def restore_board(request: Request):
    """Restore a saved dashboard layout exported from another instance."""
    form = await request.form()
    upload = form["layout"]
    layout = pickle.loads(await upload.read())
    return JSONResponse({"restored": len(layout.get("columns", []))})


async def import_board(request: Request):
    form = await request.form()
    upload = form["layout"]
    layout = json.loads(await upload.read())
    return JSONResponse({"restored": len(layout.get("columns", []))})


async def stats(request: Request):
    conn = db.get_conn()
    by_status = conn.execute("SELECT status, COUNT(*) AS n FROM tickets GROUP BY status").fetchall()
    return JSONResponse({f"{r["status"]}": r["n"] for r in by_status})


admin_app = Starlette(routes=[
    Route("/audit", audit_log),
    Route("/board/restore", restore_board, methods=["POST"]),
    Route("/board/import", import_board, methods=["POST"]),
    Route("/stats", stats),
])
