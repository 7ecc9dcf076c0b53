from datetime import date

from sqlalchemy import Date, ForeignKey, Integer, Numeric, String
from sqlalchemy.orm import Mapped, mapped_column

from .db import Base


class Member(Base):
    __tablename__ = "members"
    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    email: Mapped[str] = mapped_column(String(200), unique=True)
    name: Mapped[str] = mapped_column(String(200))
    password_hash: Mapped[str] = mapped_column(String(128))
    is_harbourmaster: Mapped[bool] = mapped_column(default=False)


class Berth(Base):
    __tablename__ = "berths"
    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    pontoon: Mapped[str] = mapped_column(String(4))
    number: Mapped[int] = mapped_column(Integer)
    max_loa: Mapped[float] = mapped_column(Numeric(5, 2))


class Booking(Base):
    __tablename__ = "bookings"
    id: Mapped[int] = mapped_column(Integer, primary_key=True)
    berth_id: Mapped[int] = mapped_column(ForeignKey("berths.id"))
    member_id: Mapped[int] = mapped_column(ForeignKey("members.id"))
    vessel: Mapped[str] = mapped_column(String(120))
    arrive: Mapped[date] = mapped_column(Date)
    depart: Mapped[date] = mapped_column(Date)


class SessionToken(Base):
    __tablename__ = "session_tokens"
    token: Mapped[str] = mapped_column(String(64), primary_key=True)
    member_id: Mapped[int] = mapped_column(ForeignKey("members.id"))
