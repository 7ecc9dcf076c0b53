from starlette.endpoints import HTTPEndpoint
from starlette.responses import JSONResponse

from .. import scoring
from ..db import cursor, rows

_ORDER = {"total": "total DESC", "dog": "dog", "handler": "handler"}


class Entries(HTTPEndpoint):
    async def get(self, request):
        trial_class = request.query_params.get("class", "open")
        order = request.query_params.get("order", "total DESC")
        return JSONResponse(scoring.runs_for_class(trial_class, order))

    async def post(self, request):
        data = await request.json()
        run = scoring.Run(handler_id=int(data["handler"]), dog=data["dog"],
                          phases=[(p["name"], int(p["points"])) for p in data.get("phases", [])])
        scoring.record_run(run, data.get("class", "open"))
        return JSONResponse({"total": run.total()}, status_code=201)


class Handler(HTTPEndpoint):
    async def get(self, request):
        hid = request.path_params["hid"]
        order = _ORDER.get(request.query_params.get("order"), "total DESC")
        with cursor() as cur:
            cur.execute("SELECT dog, total FROM runs WHERE handler = ? ORDER BY " + order, (hid,))
            return JSONResponse(rows(cur))
