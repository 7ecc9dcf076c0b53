import hashlib
import html
import random

from fastapi import APIRouter
from fastapi.responses import HTMLResponse

router = APIRouter(prefix="/pages")


@router.get("/timetable", response_class=HTMLResponse)
async def timetable(pool: str = "main", highlight: str = ""):
    title = html.escape(pool.title())
    banner = f"<p class='highlight'>{highlight}</p>" if highlight else ""
    return HTMLResponse(f"<h1>{title} pool timetable</h1>{banner}")


@router.get("/warmup")
async def warmup(swimmers: str = ""):
    names = [n.strip() for n in swimmers.split(",") if n.strip()]
    random.shuffle(names)
    body = ",".join(names)
    return HTMLResponse(html.escape(body), headers={"ETag": hashlib.md5(body.encode()).hexdigest()})


@router.get("/closure", response_class=HTMLResponse)
async def closure(reason: str = "maintenance"):
    return HTMLResponse(f"<div class='closure'>Closed today: {html.escape(reason)}</div>")
