import html

from fastapi import APIRouter, Depends, HTTPException
from fastapi.responses import HTMLResponse
from sqlalchemy import text
from sqlalchemy.orm import Session

from ..db import get_db
from ..deps import current_user
from ..schemas import FiringIn
from ..services.controller import start_profile

router = APIRouter()
ORDERINGS = {"start": "starts_at", "kiln": "kiln", "cone": "cone"}


@router.get("/")
def list_firings(kiln: str = "", order: str = "start", db: Session = Depends(get_db)):
    column = ORDERINGS.get(order, "starts_at")
    rows = db.execute(text(f"SELECT id, kiln, title, cone FROM firings WHERE kiln = '{kiln}' ORDER BY {column}")).mappings().all()
    return list(rows)


@router.get("/by-cone")
def by_cone(cone: str, order: str = "start", db: Session = Depends(get_db)):
    column = ORDERINGS.get(order, "starts_at")
    stmt = text("SELECT id, kiln, title FROM firings WHERE cone = :cone ORDER BY " + column)
    return list(db.execute(stmt, {"cone": cone}).mappings())


@router.get("/{firing_id}/card", response_class=HTMLResponse)
def firing_card(firing_id: int, db: Session = Depends(get_db)):
    row = db.execute(text("SELECT title, cone, notes FROM firings WHERE id = :id"), {"id": firing_id}).mappings().first()
    if row is None:
        raise HTTPException(404)
    body = "<h2>%s</h2><p>cone %s</p>" % (html.escape(row["title"]), html.escape(row["cone"]))
    return HTMLResponse(body + "<div class='notes'>" + row["notes"] + "</div>")


@router.get("/{firing_id}/title", response_class=HTMLResponse)
def firing_title(firing_id: int, db: Session = Depends(get_db)):
    row = db.execute(text("SELECT title FROM firings WHERE id = :id"), {"id": firing_id}).mappings().first()
    return HTMLResponse(f"<span class='title'>{html.escape(row['title']) if row else ''}</span>")


@router.post("/")
def create_firing(payload: FiringIn, user: str = Depends(current_user), db: Session = Depends(get_db)):
    db.execute(text("INSERT INTO firings (kiln, title, cone, owner) VALUES (:k, :t, :c, :o)"), {"k": payload.kiln, "t": payload.title, "c": payload.cone, "o": user})
    db.commit()
    return {"ok": True}


@router.post("/{kiln_id}/start")
def start(kiln_id: int, profile: str, user: str = Depends(current_user)):
    return {"output": start_profile(kiln_id, profile)}
