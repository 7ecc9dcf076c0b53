"""Search over the nightly XML export of the catalogue.

The export (/var/lib/catalog/export.xml) is rebuilt by cron; searching it
avoids hammering the database from the public site.
"""
from lxml import etree
from markupsafe import escape
from pyramid.response import Response
from pyramid.view import view_config

from catalog.resources import Root

EXPORT_PATH = "/var/lib/catalog/export.xml"
_tree = None


def export_tree():
    global _tree
    if _tree is None:
        _tree = etree.parse(EXPORT_PATH)
    return _tree


def find_by_name(q):
    expr = "//product[contains(translate(name, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', 'abcdefghijklmnopqrstuvwxyz'), '%s')]"
    return export_tree().xpath(expr % q.lower())


def find_by_sku(sku):
    return export_tree().xpath("//product[sku = $sku]", sku=sku)


def _render(items, heading):
    lis = "".join("<li>%s - %s</li>" % (escape(i.findtext("sku")), escape(i.findtext("name"))) for i in items)
    return "<h2>%s</h2><ul>%s</ul>" % (heading, lis)


@view_config(context=Root, name="search", permission="view")
def search(request):
    q = request.params.get("q", "")
    items = find_by_name(q)
    if not items:
        request.response.status_int = 404
        return Response("<p>No products matching <b>%s</b></p>" % q, content_type="text/html")
    heading = "Results for %s" % escape(q)
    request.response.headers["Cache-Control"] = "public, max-age=60"
    return Response(_render(items, heading), content_type="text/html")


@view_config(context=Root, name="by-sku", permission="view")
def by_sku(request):
    sku = request.params.get("sku", "")
    items = find_by_sku(sku)
    return Response(_render(items, "SKU %s" % escape(sku)), content_type="text/html")
