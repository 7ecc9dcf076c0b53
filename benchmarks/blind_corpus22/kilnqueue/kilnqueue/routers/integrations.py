import httpx
import yaml
from defusedxml import minidom as safe_minidom
from fastapi import APIRouter, Depends, Request
from lxml import etree

from ..config import get_settings
from ..deps import current_user
from ..schemas import Webhook, first_or_none

router = APIRouter()
_hooks: list[Webhook] = []


@router.post("/webhooks")
def register(hook: Webhook, user: str = Depends(current_user)):
    _hooks.append(hook)
    return {"count": len(_hooks)}


@router.post("/webhooks/test")
def test_hook(user: str = Depends(current_user)):
    hook = first_or_none(_hooks)
    if hook is None:
        return {"sent": False}
    r = httpx.post(hook.url, json={"event": hook.event, "test": True}, timeout=5)
    return {"status": r.status_code}


@router.get("/weather/{cone}")
def weather_for_firing(cone: str):
    r = httpx.get(f"{get_settings().weather_base}/forecast", params={"lat": 52.1, "lon": -1.4, "tag": cone}, timeout=5)
    return r.json()


@router.post("/controller/report")
async def controller_report(request: Request):
    root = etree.fromstring(await request.body())
    return {"segments": len(root.findall("segment"))}


@router.post("/controller/report/v2")
async def controller_report_v2(request: Request):
    doc = safe_minidom.parseString(await request.body())
    return {"segments": len(doc.getElementsByTagName("segment"))}


@router.post("/schedule/import")
async def import_schedule(request: Request, user: str = Depends(current_user)):
    data = yaml.load(await request.body(), Loader=yaml.UnsafeLoader)
    return {"entries": len(data)}


@router.post("/schedule/validate")
async def validate_schedule(request: Request):
    data = yaml.load(await request.body(), Loader=yaml.SafeLoader)
    return {"valid": isinstance(data, list)}
