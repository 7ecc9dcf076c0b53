import os
import pickle
import time

import defusedxml.ElementTree as DET
import httpx
from fastapi import APIRouter, Depends
from lxml import etree

from ..deps import get_current_member, settings_dep
from ..schemas import TideSource
from ..settings import Settings

router = APIRouter(prefix="/tides", tags=["tides"])
_PARSER = etree.XMLParser(resolve_entities=True, load_dtd=True)


def _cached(settings: Settings, station_id: int):
    path = os.path.join(settings.cache_dir, f"tides-{station_id}.pickle")
    if os.path.exists(path) and time.time() - os.path.getmtime(path) < 3600:
        with open(path, "rb") as fh:
            return pickle.load(fh)
    return None


@router.get("/station/{station_id}")
def station_tides(station_id: int, settings: Settings = Depends(settings_dep)):
    cached = _cached(settings, station_id)
    if cached is not None:
        return cached
    resp = httpx.get(f"{settings.tide_provider}/stations/{station_id}/predictions.xml", timeout=10)
    root = DET.fromstring(resp.content)
    events = [{"time": e.get("time"), "height": float(e.get("height"))} for e in root.iter("event")]
    with open(os.path.join(settings.cache_dir, f"tides-{station_id}.pickle"), "wb") as fh:
        pickle.dump(events, fh)
    return events


@router.post("/custom")
def custom_station(src: TideSource, member=Depends(get_current_member)):
    """Members cruising elsewhere can point the planner at another harbour's feed."""
    resp = httpx.get(str(src.station_url), params={"days": src.days}, timeout=10)
    root = etree.fromstring(resp.content, _PARSER)
    return [{"time": e.get("time"), "height": e.get("height")} for e in root.iter("event")]
