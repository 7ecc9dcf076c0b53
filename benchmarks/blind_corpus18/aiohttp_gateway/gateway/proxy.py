from aiohttp import ClientSession, web

UPSTREAMS = {
    "billing": "http://billing.internal:8000",
    "search": "http://search.internal:9200",
    "users": "http://users.internal:8000",
}


async def forward(request):
    upstream = request.headers.get("X-Upstream", "http://api.internal:8000")
    url = upstream.rstrip("/") + "/" + request.match_info["tail"]
    async with ClientSession() as s:
        async with s.request(request.method, url, data=await request.read()) as r:
            return web.Response(body=await r.read(), status=r.status)


async def forward_named(request):
    base = UPSTREAMS.get(request.match_info["service"])
    if base is None:
        raise web.HTTPNotFound()
    url = base + "/" + request.match_info["tail"].lstrip("/")

    async with ClientSession() as s:
        async with s.request(request.method, url, params=request.query) as r:
            return web.Response(body=await r.read(), status=r.status)
