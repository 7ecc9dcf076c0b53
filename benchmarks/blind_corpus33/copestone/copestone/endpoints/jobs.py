"""The job register: walling and hedging work offered by landowners."""
import re

import httpx
from starlette.endpoints import HTTPEndpoint
from starlette.exceptions import HTTPException
from starlette.responses import JSONResponse

from .. import db, settings

POSTCODE = re.compile(r"[A-Z]{1,2}\d[A-Z\d]?\d[A-Z]{2}")


class JobList(HTTPEndpoint):
    async def get(self, request):
        kind = request.query_params.get("kind", "")
        sql = "SELECT id, title, parish, metres, kind FROM jobs WHERE open = 1"
        if kind:
            sql += f" AND kind = '{kind}'"
        return JSONResponse(await db.query(sql + " ORDER BY posted DESC"))

    async def post(self, request):
        if "member" not in request.session:
            raise HTTPException(status_code=403)
        form = await request.form()
        job_id = await db.execute(
            "INSERT INTO jobs (title, parish, metres, kind, lat, lon, contact, open) VALUES (?, ?, ?, ?, ?, ?, ?, 1)",
            (form["title"], form["parish"], float(form["metres"]), form["kind"], float(form["lat"]), float(form["lon"]), form["contact"]),
        )
        return JSONResponse({"id": job_id})


async def weather(request):
    rows = await db.query("SELECT lat, lon FROM jobs WHERE id = ?", (request.path_params["job_id"],))
    if not rows:
        raise HTTPException(status_code=404)
    url = settings.MET_API.format(lat=float(rows[0]["lat"]), lon=float(rows[0]["lon"]))
    async with httpx.AsyncClient(timeout=10) as client:
        resp = await client.get(url, headers={"X-IBM-Client-Id": str(settings.SECRET_KEY)[:8]})
    return JSONResponse(resp.json())


async def station_reading(request):
    """Landowners can link the weather station on their farm."""
    url = request.query_params["station_url"]
    async with httpx.AsyncClient(timeout=10) as client:
        resp = await client.get(url)
    return JSONResponse({"status": resp.status_code, "reading": resp.text[:500]})


async def near_postcode(request):
    postcode = request.query_params.get("postcode", "").replace(" ", "").upper()
    if not POSTCODE.fullmatch(postcode):
        raise HTTPException(status_code=400)
    async with httpx.AsyncClient(timeout=10) as client:
        resp = await client.get(settings.POSTCODE_API.format(postcode=postcode))
    result = resp.json().get("result") or {}
    rows = await db.query(
        "SELECT id, title, parish FROM jobs WHERE open = 1 AND abs(lat - ?) < 0.2 AND abs(lon - ?) < 0.3",
        (result.get("latitude", 0), result.get("longitude", 0)),
    )
    return JSONResponse(rows)
