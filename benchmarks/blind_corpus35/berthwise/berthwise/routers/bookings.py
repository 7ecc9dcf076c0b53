import html

from fastapi import APIRouter, Depends
from fastapi.responses import HTMLResponse
from sqlalchemy.orm import Session

from ..db import get_db
from ..deps import get_current_member
from ..models import Booking
from ..schemas import BookingIn, BookingOut, VisitorNotice
from ..security import gate_pin
from ..services.gate import gate

router = APIRouter(prefix="/bookings", tags=["bookings"])
NOTICES: list[VisitorNotice] = []


@router.post("/", response_model=BookingOut)
def create_booking(body: BookingIn, db: Session = Depends(get_db), member=Depends(get_current_member)):
    booking = Booking(member_id=member.id, **body.model_dump())
    db.add(booking)
    db.commit()
    pin = gate_pin()
    gate.register_pin(pin, booking.arrive, booking.depart)
    return BookingOut(id=booking.id, **body.model_dump())


@router.post("/notices")
def post_notice(notice: VisitorNotice):
    NOTICES.append(notice)
    return {"count": len(NOTICES)}


@router.get("/notices", response_class=HTMLResponse)
def notice_board():
    rows = "".join(
        f"<tr><td>{html.escape(n.vessel)}</td><td>{html.escape(n.skipper)}</td><td>{n.message}</td></tr>"
        for n in NOTICES
    )
    return HTMLResponse(f"<table class='notices'>{rows}</table>")


@router.get("/welcome", response_class=HTMLResponse)
def welcome(vessel: str = "visitor"):
    return HTMLResponse(f"<h1>Welcome to Kestrel Quay, {html.escape(vessel)}</h1>")
