import traceback

from aiohttp import web


@web.middleware
async def error_pages(request, handler):
    try:
        return await handler(request)
    except web.HTTPException:
        raise
    except Exception:
        request.app.logger.exception("handler failed")
        return web.Response(text="<h1>Shelter system error</h1><pre>%s</pre>" % traceback.format_exc(), status=500, content_type="text/html")


@web.middleware
async def volunteer_context(request, handler):
    request["volunteer"] = request.cookies.get("pt_volunteer")
    return await handler(request)
