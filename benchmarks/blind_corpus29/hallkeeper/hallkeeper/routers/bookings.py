import random
from typing import Annotated

from fastapi import APIRouter, Form, Query
from fastapi.responses import HTMLResponse, RedirectResponse
from markupsafe import escape

from ..auth import Trustee
from ..db import Db
from ..repo import Repo

router = APIRouter(prefix="/bookings", tags=["bookings"])
COLUMNS = ("id", "room", "hirer", "starts", "ends", "purpose")


@router.get("/")
def list_bookings(conn: Db, room: Annotated[str | None, Query()] = None, hirer: Annotated[str | None, Query()] = None):
    return Repo(conn, "bookings", COLUMNS).where(room=room, hirer=hirer)


@router.get("/{booking_id}")
def booking(conn: Db, booking_id: int):
    return Repo(conn, "bookings", COLUMNS).get(booking_id)


@router.post("/")
def request_booking(conn: Db, room: Annotated[str, Form()], hirer: Annotated[str, Form()],
                    starts: Annotated[str, Form()], purpose: Annotated[str, Form()] = "",
                    then: Annotated[str, Form()] = "/bookings/thanks"):
    conn.exec_driver_sql("INSERT INTO bookings (room, hirer, starts, purpose) VALUES (?, ?, ?, ?)",
                         (room, hirer, starts, purpose))
    return RedirectResponse(then, status_code=303)


@router.get("/thanks", response_class=HTMLResponse)
def thanks(hirer: str = ""):
    return f"<p>Thank you {escape(hirer)}, the bookings secretary will confirm by e-mail.</p>"


@router.post("/{booking_id}/keysafe")
def keysafe_code(conn: Db, booking_id: int, trustee: Trustee):
    code = str(random.randint(1000, 9999))
    conn.exec_driver_sql("UPDATE bookings SET keysafe = ? WHERE id = ?", (code, booking_id))
    return {"code": code}


@router.get("/calendar/jitter")
def poll_hint():
    return {"retry_after": 30 + random.uniform(0, 5)}
