from aiohttp import web

from ..probes import PROBES
from .base import require_user


class CheckCollection(web.View):
    async def post(self):
        user = require_user(self.request)
        data = await self.request.json()
        kind = data.get("kind", "public-http")
        if kind not in PROBES:
            raise web.HTTPBadRequest(text="unknown kind")
        cid = await self.request.app["storage"].add_check(user, data["name"], data["target"], kind)
        return web.json_response({"id": cid}, status=201)

    async def get(self):
        user = require_user(self.request)
        rows = await self.request.app["storage"].search(user, **self.request.query)
        return web.json_response([dict(r) for r in rows], dumps=lambda o: __import__("json").dumps(o, default=str))


class CheckItem(web.View):
    async def get(self):
        require_user(self.request)
        row = await self.request.app["storage"].get_check(int(self.request.match_info["id"]))
        if row is None:
            raise web.HTTPNotFound()
        probe = PROBES[row["kind"]](row["target"])
        ok, ms = await probe.run()
        return web.json_response({"ok": ok, "latency_ms": ms})
