import base64
import datetime
import html
from urllib.parse import urlparse

from fastapi import APIRouter, Depends, Form, Query, Request
from fastapi.responses import HTMLResponse, RedirectResponse
from sqlalchemy import text
from sqlalchemy.orm import Session

from ..deps import get_db
from ..settings import settings

router = APIRouter(prefix="/waiting", tags=["waiting list"])


def _decode_state(state: str) -> str:
    padded = state + "=" * (-len(state) % 4)
    return base64.urlsafe_b64decode(padded.encode()).decode()


@router.post("/join")
def join(email: str = Form(...), site: str = Form(...), state: str = Form(""), db: Session = Depends(get_db)):
    db.execute(
        text("INSERT INTO waiting (email, site, joined) VALUES (:e, :s, :j)"),
        {"e": email, "s": site, "j": datetime.date.today().isoformat()},
    )
    db.commit()
    back_to = _decode_state(state) if state else "/waiting/thanks"
    return RedirectResponse(back_to, status_code=303)


@router.get("/leave")
def leave(request: Request, email: str = Query(...), continue_url: str = Query("/"), db: Session = Depends(get_db)):
    db.execute(text("DELETE FROM waiting WHERE email = :e"), {"e": email})
    db.commit()
    target = urlparse(continue_url)
    if target.netloc and target.netloc not in settings.public_hosts:
        continue_url = "/"
    if target.scheme not in ("", "https"):
        continue_url = "/"
    return RedirectResponse(continue_url, status_code=303)


@router.get("/position", response_class=HTMLResponse)
def position(email: str = Query(...), site: str = Query(...), db: Session = Depends(get_db)):
    rows = db.execute(text("SELECT email FROM waiting WHERE site = :s ORDER BY joined"), {"s": site}).all()
    emails = [r[0] for r in rows]
    pos = emails.index(email) + 1 if email in emails else None
    msg = f"{html.escape(email)} is number {pos} on the list for {html.escape(site)}" if pos else f"{html.escape(email)} is not on the list"
    return HTMLResponse(f"<html><body><p>{msg}</p></body></html>")
