import html

from aiohttp import web

from .base import HtmlMixin


async def status_page(request):
    page = await request.app["storage"].by_slug(request.match_info["slug"])
    if page is None:
        raise web.HTTPNotFound()
    rows = "".join(
        "<li class='%s'>%s</li>" % ("up" if c["ok"] else "down", html.escape(c["name"])) for c in page["checks"]
    )
    body = "<h1>%s</h1><ul>%s</ul>" % (html.escape(page["title"]), rows)
    return HtmlMixin.page(page["title"], body)


async def history(request):
    page = await request.app["storage"].by_slug(request.match_info["slug"])
    since = request.query.get("since", "1970-01-01")
    results = await request.app["storage"].history(page["id"], since)
    rows = "".join("<tr><td>%s</td><td>%s</td><td>%d ms</td></tr>" % (r["name"], r["at"], r["latency_ms"]) for r in results)
    body = "<h2>History since %s</h2><table>%s</table>" % (since, rows)
    return HtmlMixin.page("History", body)
