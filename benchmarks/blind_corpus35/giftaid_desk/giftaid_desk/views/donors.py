import html
import urllib.request

from lxml import etree

from ..db import repo
from ..request import Response
from ..router import route
from .session import load_session

TILL_PARSER = etree.XMLParser(load_dtd=True, no_network=False)
SHOP_DONATIONS = etree.XPath("//donation[shop=$shop]")


@route("/donors")
def search(req):
    state = load_session(req)
    surname = req.arg("surname")
    rows = repo.search(surname, state.get("shop", ""))
    items = "".join(
        "<tr><td>%s %s</td><td>%s</td></tr>" % (html.escape(r["first_name"]), html.escape(r["surname"]),
                                                html.escape(r["postcode"]))
        for r in rows
    )
    return Response(f"<h2>Donors: {html.escape(surname)}</h2><table>{items}</table>")


@route("/till/import", methods=("POST",))
def till_import(req):
    state = load_session(req)
    root = etree.XML(req.body(), TILL_PARSER)
    shop = req.arg("shop") or state.get("shop", "")
    if req.arg("mode") == "compiled":
        nodes = SHOP_DONATIONS(root, shop=shop)
    else:
        nodes = root.xpath("//donation[shop='%s']" % shop)
    return Response(f"<p>{len(nodes)} donations found</p>")


@route("/till/ping", methods=("POST",))
def till_ping(req):
    callback = req.form.get("callback", "")
    with urllib.request.urlopen(callback, data=b"ping", timeout=5) as resp:
        status = resp.status
    return Response(f"<p>Till answered {status}</p>")
