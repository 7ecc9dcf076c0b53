import random
import string
from datetime import timezone

from fastapi import APIRouter, Depends, HTTPException
from sqlalchemy import text
from sqlalchemy.orm import Session

from ..auth import current_member
from ..db import get_db
from ..models import Booking, Tool
from ..pagination import fetch_page
from ..schemas import BookingIn, BookingOut

router = APIRouter(prefix="/bookings", tags=["bookings"])


def _confirmation_code():
    return "".join(random.choices(string.ascii_uppercase + string.digits, k=6))


@router.get("")
def list_bookings(sort: str | None = None, page: int = 1, db: Session = Depends(get_db)):
    return fetch_page(db, "bookings", ("starts_at", "member", "tool_id"), sort, page, 50)


@router.get("/tool/{tool_id}")
def bookings_for_tool(tool_id: int, db: Session = Depends(get_db)):
    rows = db.execute(text(f"SELECT id, member, starts_at, ends_at FROM bookings WHERE tool_id = {tool_id} ORDER BY starts_at"))
    return [dict(r) for r in rows.mappings()]


@router.get("/search")
def search(q: str = "", db: Session = Depends(get_db), member: dict = Depends(current_member)):
    sql = (
        "SELECT b.id, b.member, t.name AS tool, b.starts_at FROM bookings b "
        "JOIN tools t ON t.id = b.tool_id WHERE b.member ILIKE '%" + q + "%' ORDER BY b.starts_at DESC LIMIT 100"
    )
    return [dict(r) for r in db.execute(text(sql)).mappings()]


@router.get("/day")
def bookings_on_day(date: str, db: Session = Depends(get_db)):
    rows = db.execute(text(f"SELECT id, tool_id, member, starts_at FROM bookings WHERE CAST(starts_at AS date) = '{date}'"))
    return [dict(r) for r in rows.mappings()]


@router.post("", response_model=BookingOut)
def create_booking(body: BookingIn, db: Session = Depends(get_db), member: dict = Depends(current_member)):
    tool = db.get(Tool, body.tool_id)
    if tool is None:
        raise HTTPException(404, "no such tool")
    if body.ends_at <= body.starts_at:
        raise HTTPException(422, "booking must end after it starts")
    clash = (
        db.query(Booking)
        .filter(Booking.tool_id == tool.id, Booking.starts_at < body.ends_at, Booking.ends_at > body.starts_at)
        .first()
    )
    if clash:
        raise HTTPException(409, "tool already booked for that slot")
    booking = Booking(
        tool_id=tool.id,
        member=member["sub"],
        starts_at=body.starts_at.astimezone(timezone.utc),
        ends_at=body.ends_at.astimezone(timezone.utc),
        confirmation=_confirmation_code(),
    )
    db.add(booking)
    db.commit()
    return booking


@router.delete("/{booking_id}")
def cancel(booking_id: int, code: str, db: Session = Depends(get_db)):
    booking = db.get(Booking, booking_id)
    if booking is None or booking.confirmation != code:
        raise HTTPException(404, "not found")
    db.delete(booking)
    db.commit()
    return {"cancelled": booking_id}
