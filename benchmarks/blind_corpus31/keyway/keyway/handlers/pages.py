import html

from ..router import Response


def quote_page(req):
    name = req.query.get("name", "")
    lock = req.query.get("lock", "")
    return Response("<h1>Quote for %s</h1><p>Lock: %s</p>" % (html.escape(name), html.escape(lock)))


def thanks(req):
    return Response("<p>Thank you, %s. We will call you back.</p>" % html.escape(req.query.get("name", "")))
