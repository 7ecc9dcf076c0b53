from datetime import date

from pydantic import BaseModel, Field, HttpUrl


class BookingIn(BaseModel):
    berth_id: int
    vessel: str = Field(max_length=120)
    arrive: date
    depart: date


class BookingOut(BookingIn):
    id: int


class VisitorNotice(BaseModel):
    vessel: str
    skipper: str
    message: str = ""


class TideSource(BaseModel):
    station_url: HttpUrl
    days: int = Field(default=3, ge=1, le=14)


class InvoiceRequest(BaseModel):
    booking_id: int
    billing_name: str
    reference: str = ""
