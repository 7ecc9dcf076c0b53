import html

from aiohttp import web

LAYOUT = """<!doctype html>
<html><head><title>{title}</title><link rel="stylesheet" href="/static/status.css"></head>
<body>{body}</body></html>"""


class HtmlMixin:
    @staticmethod
    def page(title, body):
        return web.Response(text=LAYOUT.format(title=html.escape(title), body=body), content_type="text/html")


def require_user(request):
    sess = request.get("session")
    if not sess:
        raise web.HTTPUnauthorized()
    return sess["user"]
