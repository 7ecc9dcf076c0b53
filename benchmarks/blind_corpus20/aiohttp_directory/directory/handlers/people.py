import html

from aiohttp import web


def _dir(request):
    return request.app["directory"]


async def search(request):
    q = request.query.get("q", "")
    entries = _dir(request).search_people(q)
    return web.json_response([{"cn": str(e.cn), "mail": str(e.mail)} for e in entries])


async def card(request):
    uid = request.match_info["uid"]
    entries = _dir(request).find_by_uid(uid)
    if not entries:
        body = "<h1>No such person: %s</h1>" % uid
        return web.Response(text=body, content_type="text/html", status=404)
    e = entries[0]
    body = "<h1>%s</h1><p>%s</p>" % (html.escape(str(e.cn)), html.escape(str(e.mail)))
    return web.Response(text=body, content_type="text/html")


async def phone(request):
    number = request.query.get("n", "")
    entries = _dir(request).phone_lookup(number)
    return web.json_response([str(e.cn) for e in entries])


async def group(request):
    try:
        entries = _dir(request).members_of(request.match_info["group"])
    except ValueError:
        raise web.HTTPBadRequest()
    return web.json_response([str(m) for e in entries for m in e.member])
