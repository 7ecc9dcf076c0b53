import ast
import base64
import json
from datetime import date, timedelta

import yaml
from starlette.responses import JSONResponse

from ..db import connect
from ..models import Loan


async def create_loan(request):
    body = await request.json()
    loan = Loan(tool_id=int(body["tool_id"]), member_id=str(body["member_id"]), due=date.today() + timedelta(days=7))
    with connect() as conn:
        conn.execute(
            "INSERT INTO loans (tool_id, member_id, due) VALUES (?, ?, ?)",
            (loan.tool_id, loan.member_id, loan.due.isoformat()),
        )
    return JSONResponse({"due": loan.due.isoformat()}, status_code=201)


async def import_loans(request):
    raw = await request.body()
    docs = yaml.load(raw, Loader=yaml.Loader)
    return JSONResponse({"count": len(docs)})


async def import_loans_safe(request):
    raw = await request.body()
    docs = yaml.safe_load(raw)
    return JSONResponse({"count": len(docs or [])})


async def late_fee(request):
    params = request.query_params
    days_late = int(params.get("days", "0"))
    formula = base64.b64decode(params.get("f", "ZGF5cyAqIDAuNQ==")).decode()
    fee = eval(formula, {"days": days_late})
    return JSONResponse({"fee": fee})


async def bulk_extend(request):
    params = request.query_params
    ids = ast.literal_eval(params.get("ids", "[]"))
    with connect() as conn:
        for loan_id in ids:
            conn.execute("UPDATE loans SET due = date(due, '+7 days') WHERE id = ?", (int(loan_id),))
    return JSONResponse({"extended": len(ids), "raw": json.dumps(ids)})
