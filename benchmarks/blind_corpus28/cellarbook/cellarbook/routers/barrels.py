import os
from dataclasses import dataclass
from typing import Annotated

from fastapi import APIRouter, HTTPException, Query
from fastapi.responses import FileResponse

from cellarbook.deps import Db, Staff
from cellarbook.query import Repository
from cellarbook.settings import settings

router = APIRouter()


@dataclass
class Barrel:
    id: int
    code: str
    vintage: int
    varietal: str
    cooperage: str
    toast: str
    litres: int


def _barrel(row):
    return Barrel(row["id"], row["code"], row["vintage"], row["varietal"], row["cooperage"], row["toast"], row["litres"])


@router.get("/")
def list_barrels(db: Db, staff: Staff, varietal: str | None = None, vintage: int | None = None,
                 cooperage: str | None = None, sort: str = "code"):
    filters = {k: v for k, v in {"varietal": varietal, "vintage": vintage, "cooperage": cooperage}.items() if v}
    page = Repository(db, "barrels", _barrel).filter(filters, order_by=sort)
    return {"barrels": page.items, "summary": page.describe()}


@router.get("/{barrel_id}/tag")
def barrel_tag(barrel_id: int, staff: Staff, fmt: Annotated[str, Query(pattern="^(png|svg|pdf)$")] = "png"):
    path = os.path.join(settings.tag_dir, f"{barrel_id}.{fmt}")
    if not os.path.exists(path):
        raise HTTPException(404)
    return FileResponse(path)


@router.get("/tags/by-name")
def barrel_tag_by_name(staff: Staff, name: str):
    return FileResponse(os.path.join(settings.tag_dir, name))
