import html

from fastapi import APIRouter, HTTPException
from fastapi.responses import HTMLResponse, RedirectResponse

from ..deps import Conn
from ..services.carriers import CARRIERS

router = APIRouter()

PAGE = """<!doctype html><html><head><title>Tracking</title></head>
<body><h1>Parcel {code}</h1><p>Status: {status}</p>{extra}</body></html>"""


@router.get("/{code}", response_class=HTMLResponse)
async def tracking_page(code: str, conn: Conn):
    row = await conn.fetchrow("SELECT status, carrier FROM parcels WHERE tracking_code = $1", code)
    if row is None:
        return HTMLResponse(f"<p>No parcel found for <b>{code}</b>. Check the code and try again.</p>", status_code=404)
    return HTMLResponse(PAGE.format(code=html.escape(code), status=html.escape(row["status"]), extra=""))


@router.get("/{code}/carrier")
async def to_carrier(code: str, conn: Conn):
    row = await conn.fetchrow("SELECT carrier FROM parcels WHERE tracking_code = $1", code)
    if row is None or row["carrier"] not in CARRIERS:
        raise HTTPException(404)
    return RedirectResponse(CARRIERS[row["carrier"]].public_tracking_url(code))


@router.get("/{code}/done")
async def after_feedback(code: str, return_to: str = "/"):
    return RedirectResponse(return_to, status_code=303)
