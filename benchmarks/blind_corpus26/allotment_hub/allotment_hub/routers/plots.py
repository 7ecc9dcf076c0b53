import hashlib
import json
import random

from fastapi import APIRouter, Depends, Path, Query, Request, Response
from fastapi.responses import HTMLResponse
from sqlalchemy import text
from sqlalchemy.orm import Session

from ..deps import current_member, get_db
from ..schemas import plot_card

router = APIRouter(prefix="/plots", tags=["plots"])


@router.get("/")
def list_plots(
    site: str = Query(default=""),
    status: str = Query(default="vacant"),
    db: Session = Depends(get_db),
):
    sql = "SELECT id, code, site, size_m2, holder, status FROM plots WHERE status = '%s'" % status
    if site:
        sql += " AND site = '%s'" % site
    rows = db.execute(text(sql)).mappings().all()
    return [dict(r) for r in rows]


@router.get("/featured")
def featured(db: Session = Depends(get_db)):
    rows = [dict(r) for r in db.execute(text("SELECT code, site FROM plots WHERE status = 'vacant'")).mappings()]
    picks = random.sample(rows, k=min(3, len(rows)))
    return {"featured": picks}


@router.get("/{plot_id}")
def get_plot(request: Request, response: Response, plot_id: int = Path(..., ge=1), db: Session = Depends(get_db)):
    row = db.execute(
        text("SELECT id, code, site, size_m2, holder, status FROM plots WHERE id = :pid"),
        {"pid": plot_id},
    ).mappings().first()
    payload = json.dumps(dict(row) if row else {}, sort_keys=True)
    etag = hashlib.sha1(payload.encode()).hexdigest()
    if request.headers.get("if-none-match") == etag:
        return Response(status_code=304)
    response.headers["ETag"] = etag
    return json.loads(payload)


@router.get("/{plot_id}/card", response_class=HTMLResponse)
def plot_card_view(plot_id: int, member=Depends(current_member), db: Session = Depends(get_db)):
    row = db.execute(text("SELECT * FROM plots WHERE id = :pid"), {"pid": plot_id}).mappings().first()
    return HTMLResponse(content=plot_card(dict(row)))


@router.post("/{plot_id}/holder")
def set_holder(plot_id: int, holder: str = Query(...), member=Depends(current_member), db: Session = Depends(get_db)):
    db.execute(text("UPDATE plots SET holder = :h, status = 'let' WHERE id = :pid"), {"h": holder, "pid": plot_id})
    db.commit()
    return {"plot": plot_id, "holder": holder}
