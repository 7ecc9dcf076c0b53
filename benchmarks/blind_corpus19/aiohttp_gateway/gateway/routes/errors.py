import html

from aiohttp import web


@web.middleware
async def html_errors(request, handler):
    try:
        return await handler(request)
    except web.HTTPNotFound:
        page = "<h1>Not found</h1><p>No route for <code>%s</code></p>" % html.escape(request.path)
        return web.Response(text=page, status=404, content_type="text/html")
    except web.HTTPBadRequest as exc:
        page = f"<h1>Bad request</h1><p>{exc.text}</p><p>query: {request.query_string}</p>"
        return web.Response(text=page, status=400, content_type="text/html")
