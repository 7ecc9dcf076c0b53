from starlette.responses import JSONResponse

from ..db import connect


async def overdue(request):
    with connect() as conn:
        rows = conn.execute("SELECT tool_id, member_id, due FROM loans WHERE due < date('now')").fetchall()
    return JSONResponse([dict(r) for r in rows])


async def stats(request):
    with connect() as conn:
        n = conn.execute("SELECT COUNT(*) FROM loans").fetchone()[0]
    return JSONResponse({"loans": n})
