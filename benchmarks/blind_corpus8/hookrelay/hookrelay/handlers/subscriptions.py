import aiohttp
from aiohttp import web

from .. import store
from ..netutil import BlockedDestination, resolve_public
from ..signing import new_endpoint_secret

routes = web.RouteTableDef()


def owner_of(request):
    return request["owner"]


@routes.post("/subscriptions")
async def create(request):
    data = await request.json()
    try:
        resolve_public(data["target_url"])
    except BlockedDestination:
        raise web.HTTPBadRequest(text="target not allowed")
    secret = new_endpoint_secret()
    sub_id = await store.add_subscription(request.app["db"], owner_of(request), data["target_url"], secret, data["topic"], data.get("template"))
    return web.json_response({"id": sub_id, "secret": secret}, status=201)


@routes.post("/subscriptions/{sub_id}/test")
async def test_delivery(request):
    sub = await store.get_subscription(request.app["db"], int(request.match_info["sub_id"]))
    if sub is None or sub["owner"] != owner_of(request):
        raise web.HTTPNotFound()
    data = await request.json() if request.can_read_body else {}
    target = data.get("override_url") or sub["target_url"]
    async with aiohttp.ClientSession() as session:
        async with session.post(target, json={"type": "test"}) as resp:
            text = await resp.text()
    return web.json_response({"status": resp.status, "body": text[:2000]})


@routes.get("/deliveries")
async def list_deliveries(request):
    rows = await store.deliveries(request.app["db"], owner_of(request), request.query.get("status", "failed"))
    return web.json_response([dict(r) for r in rows])
