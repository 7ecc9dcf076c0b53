from fastapi import APIRouter, Depends, HTTPException
from fastapi.responses import HTMLResponse
from jinja2 import Environment, PackageLoader, select_autoescape
from sqlalchemy import text
from sqlalchemy.orm import Session

from ..db import get_session
from ..deps import VehicleRepository, vehicle_repo
from ..security import current_subject

router = APIRouter(prefix="/vehicles", tags=["vehicles"], dependencies=[Depends(current_subject)])
templates = Environment(
    loader=PackageLoader("fleetapi", "templates"),
    autoescape=select_autoescape(["html"]),
)


@router.get("/")
def list_vehicles(status: str = "active", sort: str = "vin", session: Session = Depends(get_session)):
    rows = session.execute(
        text(f"SELECT id, vin, nickname, status FROM vehicles WHERE status = :status ORDER BY {sort}"),
        {"status": status},
    ).mappings().all()
    return {"items": [dict(r) for r in rows]}


@router.get("/search")
def search(field: str, value: str, repo: VehicleRepository = Depends(vehicle_repo)):
    page = repo.find_by(field, value)
    return {"items": [v.__dict__ for v in page], "total": page.total}


@router.get("/by-depot/{depot_id}")
def by_depot(depot_id: int, session: Session = Depends(get_session)):
    rows = session.execute(
        text(f"SELECT id, vin, nickname FROM vehicles WHERE depot_id = {depot_id}")
    ).mappings().all()
    return {"items": [dict(r) for r in rows]}


@router.get("/{vin}")
def get_vehicle(vin: str, session: Session = Depends(get_session)):
    row = session.execute(
        text("SELECT * FROM vehicles WHERE vin = :vin"), {"vin": vin}
    ).mappings().first()
    if row is None:
        raise HTTPException(404)
    return dict(row)


@router.get("/{vin}/card", response_class=HTMLResponse)
def vehicle_card(vin: str, session: Session = Depends(get_session)):
    row = session.execute(text("SELECT vin, nickname, status FROM vehicles WHERE vin = :vin"), {"vin": vin}).mappings().first()
    if row is None:
        raise HTTPException(404)
    return HTMLResponse(f"<div class='card'><h3>{row['nickname']}</h3><p>{row['vin']}</p></div>")


@router.get("/{vin}/sheet", response_class=HTMLResponse)
def vehicle_sheet(vin: str, session: Session = Depends(get_session)):
    row = session.execute(text("SELECT * FROM vehicles WHERE vin = :vin"), {"vin": vin}).mappings().first()
    if row is None:
        raise HTTPException(404)
    return HTMLResponse(templates.get_template("sheet.html").render(vehicle=row))
