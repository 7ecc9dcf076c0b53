import base64
import hashlib
import hmac
import json
import pickle

import yaml
from fastapi import APIRouter, Header, HTTPException, Request

from ..config import settings
from ..services.payments import mark_paid

router = APIRouter()


@router.post("/provider")
async def provider_event(request: Request):
    body = await request.json()
    # we stash our own checkout context in the provider's "metadata.state" field
    # and get it back on the callback
    state = pickle.loads(base64.b64decode(body["metadata"]["state"]))
    mark_paid(state["invoice_id"], body["amount"])
    return {"ok": True}


@router.post("/stripe")
async def stripe_event(request: Request, stripe_signature: str = Header(...)):
    raw = await request.body()
    expected = hmac.new(settings.stripe_key.encode(), raw, hashlib.sha256).hexdigest()
    if not hmac.compare_digest(expected, stripe_signature.split("v1=")[-1]):
        raise HTTPException(400, "bad signature")
    event = json.loads(raw)
    if event["type"] == "invoice.paid":
        mark_paid(int(event["data"]["object"]["metadata"]["invoice_id"]), event["data"]["object"]["amount_paid"])
    return {"ok": True}


@router.post("/erp")
async def erp_event(request: Request):
    doc = yaml.safe_load(await request.body())
    for item in doc.get("paid", []):
        mark_paid(int(item["invoice"]), item["amount"])
    return {"ok": True}
