from fastapi import APIRouter, HTTPException
from pydantic import BaseModel, HttpUrl

from .. import db
from ..services import directory, fetch

router = APIRouter()


class DonorHook(BaseModel):
    donor_id: int
    callback: HttpUrl


@router.get("/{donor_id}/ledger")
def ledger(donor_id: int, order: str = "created_at DESC"):
    return db.donor_ledger(donor_id, order)


@router.post("/{donor_id}/donate/{variety_id}")
def donate(donor_id: int, variety_id: int, packets: int = 1):
    db.record_donation(donor_id, variety_id, packets)
    return {"ok": True}


@router.post("/hook")
def register_hook(h: DonorHook):
    status = fetch.ping_webhook(str(h.callback), {"hello": h.donor_id})
    return {"status": status}


@router.get("/volunteers")
def volunteers(branch: str):
    return [str(e.cn) for e in directory.volunteers_at(branch)]


@router.get("/volunteer")
def volunteer(mail: str):
    found = directory.volunteer_by_mail(mail)
    if not found:
        raise HTTPException(404)
    return {"cn": str(found[0].cn)}
