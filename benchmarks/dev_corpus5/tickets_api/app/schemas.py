from datetime import datetime
from typing import Any, Literal

from pydantic import BaseModel, EmailStr, Field

type Priority = Literal["low", "normal", "high", "urgent"]
type Status = Literal["open", "pending", "solved", "closed"]


class TicketIn(BaseModel):
    subject: str = Field(max_length=200)
    body: str
    requester_email: EmailStr
    priority: Priority = "normal"


class TicketOut(BaseModel):
    id: int
    subject: str
    status: Status
    updated_at: datetime


class RuleIn(BaseModel):
    name: str = Field(pattern=r"^[a-z0-9_-]{3,40}$")
    condition: str = Field(max_length=500, description="Python-style boolean expression over `ticket`")
    actions: list[dict[str, Any]] = []


class Page[T](BaseModel):
    items: list[T]
    total: int
    next_cursor: str | None = None
