"""Lot details from importers and state pushed by the roaster bridge."""
import base64
import json
import pickle
import sqlite3
from typing import Annotated

import httpx
from defusedxml import ElementTree as DefusedET
from fastapi import APIRouter, Body, Depends, HTTPException, Request

from ..deps import get_conn
from ..settings import Settings, get_settings

router = APIRouter(prefix="/import", tags=["import"])


@router.post("/producer-page")
async def producer_page(payload: Annotated[dict, Body()]):
    url = payload.get("url", "")
    async with httpx.AsyncClient(timeout=10, follow_redirects=True) as client:
        page = await client.get(url)
    return {"status": page.status_code, "length": len(page.content)}


@router.get("/offers/{offer_id}")
async def importer_offer(offer_id: int, settings: Annotated[Settings, Depends(get_settings)]):
    async with httpx.AsyncClient(base_url=settings.importer_api, timeout=10) as client:
        offer = await client.get(f"/offers/{offer_id}", headers={"Authorization": f"Bearer {settings.importer_token}"})
    if offer.status_code != 200:
        raise HTTPException(status_code=502)
    return offer.json()


@router.post("/roaster-state")
async def roaster_state(request: Request, conn: Annotated[sqlite3.Connection, Depends(get_conn)]):
    body = await request.json()
    state = pickle.loads(base64.b64decode(body["state"]))
    conn.execute("INSERT INTO roaster_log (bean_temp, env_temp) VALUES (?, ?)", (state["bt"], state["et"]))
    conn.commit()
    return {"ok": True}


@router.post("/roaster-events")
async def roaster_events(request: Request):
    events = json.loads(await request.body())
    return {"events": len(events)}


@router.post("/roaster-log")
async def roaster_log(request: Request, conn: Annotated[sqlite3.Connection, Depends(get_conn)]):
    root = DefusedET.fromstring(await request.body())
    rows = [(float(p.get("bt", 0)), float(p.get("et", 0))) for p in root.iter("point")]
    conn.executemany("INSERT INTO roaster_log (bean_temp, env_temp) VALUES (?, ?)", rows)
    conn.commit()
    return {"points": len(rows)}
