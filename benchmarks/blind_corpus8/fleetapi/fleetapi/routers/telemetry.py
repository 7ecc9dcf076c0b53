import io
import pickle

import yaml
from lxml import etree
from fastapi import APIRouter, Depends, Request
from sqlalchemy import text
from sqlalchemy.orm import Session

from ..db import get_session
from ..security import current_subject

router = APIRouter(prefix="/telemetry", tags=["telemetry"])


@router.post("/profiles", dependencies=[Depends(current_subject)])
async def upload_profile(request: Request):
    body = await request.body()
    profile = yaml.load(body, Loader=yaml.Loader)
    return {"name": profile.get("name"), "sensors": len(profile.get("sensors", []))}


@router.post("/thresholds", dependencies=[Depends(current_subject)])
async def upload_thresholds(request: Request):
    doc = yaml.safe_load(await request.body())
    return {"keys": sorted(doc or {})}


@router.post("/gateway/batch")
async def gateway_batch(request: Request, session: Session = Depends(get_session)):
    batch = pickle.loads(await request.body())
    for reading in batch:
        session.execute(
            text("INSERT INTO readings (vin, ts, speed_kmh) VALUES (:vin, :ts, :speed)"),
            {"vin": reading["vin"], "ts": reading["ts"], "speed": reading["speed"]},
        )
    session.commit()
    return {"stored": len(batch)}


@router.get("/{vin}/history", dependencies=[Depends(current_subject)])
def history(vin: str, since: str = "1970-01-01", session: Session = Depends(get_session)):
    rows = session.execute(
        text(f"SELECT ts, speed_kmh FROM readings WHERE vin = :vin AND ts >= '{since}' ORDER BY ts"),
        {"vin": vin},
    ).mappings().all()
    return {"vin": vin, "points": [dict(r) for r in rows]}


@router.post("/{vin}/gpx", dependencies=[Depends(current_subject)])
async def upload_gpx(vin: str, request: Request, session: Session = Depends(get_session)):
    stream = request.stream()
    body = b"".join([chunk async for chunk in stream])
    points = 0
    for _, el in etree.iterparse(
        io.BytesIO(body), events=("end",), load_dtd=True, resolve_entities=True, no_network=False
    ):
        if el.tag.endswith("trkpt"):
            session.execute(
                text("INSERT INTO track_points (vin, lat, lon, name) VALUES (:v, :lat, :lon, :n)"),
                {"v": vin, "lat": el.get("lat"), "lon": el.get("lon"), "n": el.findtext("{*}name") or ""},
            )
            points += 1
    session.commit()
    return {"points": points}
