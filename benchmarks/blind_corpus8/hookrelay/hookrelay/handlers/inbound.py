import base64
import json
import pickle
from xml.dom import minidom

import yaml
from aiohttp import web

from .. import store
from ..delivery import deliver
from ..signing import dedupe_key, legacy_signature_ok

routes = web.RouteTableDef()
PARTNER_SECRETS = {}


@routes.post("/in/{source}")
async def receive(request):
    source = request.match_info["source"]
    body = await request.read()
    secret = PARTNER_SECRETS.get(source)
    if secret is None or not legacy_signature_ok(secret, body, request.headers.get("X-Signature", "")):
        raise web.HTTPUnauthorized()
    if not await store.mark_seen(request.app["db"], dedupe_key(source, body)):
        return web.json_response({"duplicate": True})
    if request.content_type in ("application/yaml", "text/yaml"):
        payload = yaml.safe_load(body)
    elif request.content_type in ("application/xml", "text/xml"):
        doc = minidom.parseString(body)
        payload = {n.tagName: n.firstChild.data if n.firstChild else "" for n in doc.documentElement.childNodes if n.nodeType == n.ELEMENT_NODE}
    else:
        payload = json.loads(body)
    context = {}
    ctx_header = request.headers.get("X-Relay-Context")
    if ctx_header:
        context = pickle.loads(base64.b64decode(ctx_header))
    payload = {"source": source, "context": context, "data": payload}
    for sub in await store.subscriptions_for(request.app["db"], source):
        request.app.loop.create_task(deliver(request.app["http"], sub, payload))
    return web.json_response({"accepted": True}, status=202)
