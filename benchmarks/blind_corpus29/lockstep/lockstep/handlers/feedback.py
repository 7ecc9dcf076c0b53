import html

from aiohttp import web

from ..services import reports

routes = web.RouteTableDef()


@routes.post("/feedback")
async def feedback(request):
    form = await request.post()
    team = form.get("team", "")
    stars = form.get("stars", "5")
    return web.Response(text="<p>Thanks, %s! You gave us %s stars.</p>" % (html.escape(team), html.escape(stars)),
                        content_type="text/html")


@routes.post("/console/certificate")
async def certificate(request):
    form = await request.post()
    path = reports.spool_for_printer("Certificate of escape\n%s\n" % form.get("team", ""))
    return web.json_response({"spooled": path})
