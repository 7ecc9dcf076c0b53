from typing import Annotated

from fastapi import APIRouter, Form, Request
from fastapi.responses import HTMLResponse
from fastapi.templating import Jinja2Templates
from sqlalchemy import text

from ..deps import DB, Member

router = APIRouter(prefix="/routes", tags=["routes"])
templates = Jinja2Templates(directory="app/templates")


@router.get("/search")
def search(db: DB, setter: str = "", colour: str = ""):
    rows = db.execute(
        text(f"SELECT id, name, grade, colour FROM route WHERE setter = '{setter}' AND colour LIKE '%{colour}%'")
    ).all()
    return [dict(r._mapping) for r in rows]


@router.get("/wall/{wall}")
def by_wall(db: DB, wall: str, request: Request):
    rows = db.execute(
        text("SELECT id, name, grade, colour FROM route WHERE wall = :wall ORDER BY set_on DESC"), {"wall": wall}
    ).all()
    return templates.TemplateResponse(request, "wall.html", {"wall": wall, "routes": rows})


@router.post("/{route_id}/name")
def suggest_name(db: DB, member: Member, route_id: int, name: Annotated[str, Form(max_length=60)]):
    db.execute(text("UPDATE route SET name = :n WHERE id = :i"), {"n": name, "i": route_id})
    db.commit()
    return {"ok": True}


@router.get("/{route_id}/card", response_class=HTMLResponse)
def route_card(db: DB, route_id: int):
    route = db.execute(text("SELECT name, grade, colour, setter FROM route WHERE id = :i"), {"i": route_id}).first()
    return HTMLResponse(
        f"<div class='card {route.colour}'><h1>{route.name}</h1><p>{route.grade} &middot; set by {route.setter}</p></div>"
    )
