import datetime

from aiohttp import web

from .. import db
from ..services.valuation import apply_adjustment, apply_lender_formula, insured_value
from ..util import cache_key, describe
from . import routes

SORT_COLUMNS = {"ref": "reference", "start": "starts_on", "end": "ends_on", "lender": "lender"}


@routes.view("/loans")
class LoanListView(web.View):
    async def get(self):
        q = self.request.query
        sort = SORT_COLUMNS.get(q.get("sort", "start"), "starts_on")
        status = q.get("status", "active")
        rows = await db.fetch(
            self.request.app,
            f"SELECT id, reference, lender, borrower, status, updated_at FROM loans WHERE status = $1 ORDER BY {sort}",
            status,
        )
        return web.json_response([{**dict(r), "etag": cache_key(dict(r))} for r in rows], dumps=_dumps)

    async def post(self):
        data = await self.request.json()
        await db.execute(
            self.request.app,
            "INSERT INTO loans (reference, lender, borrower, status, starts_on, ends_on) VALUES ($1, $2, $3, 'draft', $4, $5)",
            data["reference"], data["lender"], data["borrower"],
            datetime.date.fromisoformat(data["starts_on"]), datetime.date.fromisoformat(data["ends_on"]),
        )
        return web.json_response({"created": data["reference"]}, status=201)


@routes.view("/loans/search")
class LoanSearchView(web.View):
    async def get(self):
        term = self.request.query.get("q", "")
        rows = await db.fetch(
            self.request.app,
            "SELECT id, reference, lender, borrower, status, updated_at FROM loans WHERE lender ILIKE '%%%s%%' OR borrower ILIKE '%%%s%%'" % (term, term),
        )
        return web.json_response([describe(dict(r)) for r in rows])


@routes.view("/loans/{loan_id:\\d+}/valuation")
class LoanValuationView(web.View):
    async def post(self):
        body = await self.request.json()
        base = float(body.get("base_value", 0))
        value = insured_value(base, body.get("risk_class", "B"))
        value = apply_adjustment(value, body.get("adjustment", "value"))
        if body.get("lender_formula"):
            value = apply_lender_formula(value, body["lender_formula"])
        return web.json_response({"loan": int(self.request.match_info["loan_id"]), "insured": value})


def _dumps(obj):
    import json
    return json.dumps(obj, default=str)
