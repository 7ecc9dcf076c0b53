from datetime import date

from fastapi import APIRouter, Depends, Query
from sqlalchemy import select, text
from sqlalchemy.orm import Session

from ..db import get_db
from ..deps import get_current_member
from ..models import Berth

router = APIRouter(prefix="/berths", tags=["berths"])

FREE_SQL = """
SELECT b.id, b.pontoon, b.number, b.max_loa FROM berths b
WHERE b.max_loa >= :loa AND NOT EXISTS (
    SELECT 1 FROM bookings k WHERE k.berth_id = b.id AND k.arrive < :depart AND k.depart > :arrive)
"""


@router.get("/")
def list_berths(pontoon: str = Query("A", max_length=4), db: Session = Depends(get_db)):
    rows = db.execute(select(Berth).where(Berth.pontoon == pontoon).order_by(Berth.number)).scalars().all()
    return [{"id": b.id, "number": b.number, "max_loa": float(b.max_loa)} for b in rows]


@router.get("/free")
def free_berths(arrive: date, depart: date, min_loa: float = 0.0, order: str = "b.number",
                db: Session = Depends(get_db), member=Depends(get_current_member)):
    params = {"loa": min_loa, "arrive": arrive, "depart": depart}
    rows = db.execute(text(f"{FREE_SQL} ORDER BY {order}"), params).mappings().all()
    return [dict(r) for r in rows]


@router.get("/pontoon/{name}")
def pontoon_plan(name: str, db: Session = Depends(get_db)):
    rows = db.execute(select(Berth).where(text(f"pontoon = '{name}'"))).scalars().all()
    return {"pontoon": name, "berths": [b.number for b in rows]}


@router.get("/search")
def search_vessels(vessel: str, db: Session = Depends(get_db), member=Depends(get_current_member)):
    rows = db.execute(
        text("SELECT berth_id, vessel, arrive, depart FROM bookings WHERE vessel ILIKE :v ORDER BY arrive"),
        {"v": f"%{vessel}%"},
    ).mappings().all()
    return [dict(r) for r in rows]
