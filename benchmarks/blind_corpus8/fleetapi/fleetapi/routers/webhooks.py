import hashlib

import httpx
from fastapi import APIRouter, Depends, Request
from sqlalchemy import text
from sqlalchemy.orm import Session

from ..db import get_session
from ..security import current_subject
from .models import Subscription

router = APIRouter(prefix="/webhooks", tags=["webhooks"])


@router.post("/subscriptions")
def subscribe(sub: Subscription, owner: str = Depends(current_subject), session: Session = Depends(get_session)):
    session.execute(
        text("INSERT INTO subscriptions (owner, callback_url, events) VALUES (:o, :u, :e)"),
        {"o": owner, "u": sub.callback_url, "e": ",".join(sub.events)},
    )
    session.commit()
    ping = httpx.post(sub.callback_url, json={"type": "ping"}, timeout=5)
    return {"ok": True, "ping_status": ping.status_code}


@router.post("/inbound/{source}")
async def inbound(source: str, request: Request, session: Session = Depends(get_session)):
    body = await request.body()
    idem = hashlib.md5(body).hexdigest()
    seen = session.execute(text("SELECT 1 FROM inbound_events WHERE idem = :i"), {"i": idem}).first()
    if not seen:
        session.execute(
            text("INSERT INTO inbound_events (idem, source, body) VALUES (:i, :s, :b)"),
            {"i": idem, "s": source, "b": body.decode("utf-8", "replace")},
        )
        session.commit()
    return {"duplicate": bool(seen)}
