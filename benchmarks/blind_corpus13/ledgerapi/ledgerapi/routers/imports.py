from __future__ import annotations

from decimal import Decimal
from pathlib import Path

import jsonpickle
from defusedxml import ElementTree as ET
from fastapi import APIRouter, File, UploadFile

from ..deps import Conn, User
from ..settings import get_settings

router = APIRouter(prefix="/imports", tags=["imports"])
NS = {"c": "urn:iso:std:iso:20022:tech:xsd:camt.053.001.02"}


@router.post("/camt053/{account_id}")
async def import_camt(account_id: str, user: User, conn: Conn, file: UploadFile = File(...)) -> dict[str, int]:
    root = ET.fromstring(await file.read())
    count = 0
    for entry in root.iterfind(".//c:Ntry", NS):
        amount = Decimal(entry.findtext("c:Amt", default="0", namespaces=NS))
        memo = entry.findtext(".//c:Ustrd", default="", namespaces=NS)
        party = entry.findtext(".//c:Nm", default="", namespaces=NS)
        await conn.execute(
            "INSERT INTO ledger_transaction (account_id, posted_at, amount, counterparty, memo) VALUES ($1, now(), $2, $3, $4)",
            account_id, int(amount * 100), party, memo,
        )
        count += 1
    return {"imported": count}


@router.post("/rules")
async def import_rules(user: User, conn: Conn, file: UploadFile = File(...)) -> dict[str, int]:
    """Accepts a categorisation rule set exported by the desktop client."""
    rules = jsonpickle.decode((await file.read()).decode("utf-8"))
    for rule in rules:
        await conn.execute(
            "INSERT INTO category_rule (owner_id, pattern, category) VALUES ($1, $2, $3)", user.id, rule.pattern, rule.category
        )
    return {"rules": len(rules)}


@router.post("/attachments/{transaction_id}")
async def attach(transaction_id: int, user: User, file: UploadFile = File(...)) -> dict[str, str]:
    folder = Path(get_settings().export_dir) / "attachments" / user.id / str(transaction_id)
    folder.mkdir(parents=True, exist_ok=True)
    dest = folder / file.filename
    with dest.open("wb") as out:
        out.write(await file.read())
    return {"stored": dest.name}
