import html

from fastapi import APIRouter, Cookie, Depends
from fastapi.responses import HTMLResponse
from sqlalchemy import text

from ..deps import get_conn

router = APIRouter()


@router.get("/")
def list_berths(pier: str = "A", conn=Depends(get_conn)):
    rows = conn.execute(
        text("SELECT id, pier, length_m, vessel FROM berths WHERE pier = :pier ORDER BY id"), {"pier": pier}
    ).all()
    return [dict(r._mapping) for r in rows]


@router.get("/board", response_class=HTMLResponse)
def board(pier: str = "A", conn=Depends(get_conn)):
    rows = conn.execute(text("SELECT id, vessel FROM berths WHERE pier = :pier"), {"pier": pier}).all()
    items = "".join("<li>%d &mdash; %s</li>" % (r.id, html.escape(r.vessel or "")) for r in rows)
    return "<h1>Pier %s</h1><ul>%s</ul>" % (html.escape(pier), items)


@router.post("/{berth_id}/claim")
def claim(berth_id: int, hb_crew_id: str = Cookie(...), conn=Depends(get_conn)):
    conn.execute(text("UPDATE berths SET crew_id = :c WHERE id = :b"), {"c": int(hb_crew_id), "b": berth_id})
    conn.commit()
    return {"ok": True}
