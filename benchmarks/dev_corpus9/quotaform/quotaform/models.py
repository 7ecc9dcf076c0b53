from datetime import datetime

from sqlalchemy import JSON, DateTime, ForeignKey, Integer, String, Text
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column, relationship


class Base(DeclarativeBase):
    pass


class User(Base):
    __tablename__ = "users"
    id: Mapped[int] = mapped_column(primary_key=True)
    email: Mapped[str] = mapped_column(String(255), unique=True)
    password_hash: Mapped[str] = mapped_column(String(128))
    tenant_id: Mapped[int] = mapped_column(Integer, index=True)


class Form(Base):
    __tablename__ = "forms"
    id: Mapped[int] = mapped_column(primary_key=True)
    tenant_id: Mapped[int] = mapped_column(Integer, index=True)
    slug: Mapped[str] = mapped_column(String(80), unique=True)
    title: Mapped[str] = mapped_column(String(200))
    confirmation: Mapped[str] = mapped_column(Text, default="Thanks!")
    receipt_template: Mapped[str] = mapped_column(Text, default="")
    quota: Mapped[int | None] = mapped_column(Integer, nullable=True)
    fields: Mapped[list["Field"]] = relationship(order_by="Field.position", back_populates="form")


class Field(Base):
    __tablename__ = "fields"
    id: Mapped[int] = mapped_column(primary_key=True)
    form_id: Mapped[int] = mapped_column(ForeignKey("forms.id"))
    position: Mapped[int] = mapped_column(Integer)
    name: Mapped[str] = mapped_column(String(64))
    label: Mapped[str] = mapped_column(String(500))
    kind: Mapped[str] = mapped_column(String(20))
    options_literal: Mapped[str] = mapped_column(Text, default="[]")
    formula: Mapped[str | None] = mapped_column(Text, nullable=True)
    form: Mapped[Form] = relationship(back_populates="fields")

    @property
    def options(self) -> list[str]:
        from .services.calc import parse_options
        return parse_options(self.options_literal)


class Submission(Base):
    __tablename__ = "submissions"
    id: Mapped[int] = mapped_column(primary_key=True)
    form_id: Mapped[int] = mapped_column(ForeignKey("forms.id"), index=True)
    answers: Mapped[dict] = mapped_column(JSON)
    created: Mapped[datetime] = mapped_column(DateTime, default=datetime.utcnow)
