from datetime import date

from pydantic import BaseModel, EmailStr, Field


class RouteOut(BaseModel):
    id: int
    name: str
    grade: str
    colour: str


class DayPassIn(BaseModel):
    name: str = Field(max_length=80)
    email: EmailStr


class Tick(BaseModel):
    grade: str
    attempts: int = 1
    flash: bool = False
    on: date | None = None
