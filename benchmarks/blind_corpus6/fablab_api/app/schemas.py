from datetime import datetime

from pydantic import BaseModel, Field, HttpUrl


class BookingIn(BaseModel):
    tool_id: int
    starts_at: datetime
    ends_at: datetime


class BookingOut(BaseModel):
    id: int
    tool_id: int
    member: str
    starts_at: datetime
    ends_at: datetime
    confirmation: str


class CalendarFeed(BaseModel):
    url: HttpUrl


class CartItem(BaseModel):
    sku: str = Field(max_length=32)
    qty: int = Field(ge=1, le=50)


class Member(BaseModel):
    username: str
    display_name: str
    groups: list[str] = []
