import os
import re

from lxml import etree
from pyramid.view import view_config

from ..models import DATA_DIR

_SITEMAP = None
SLUG_RE = re.compile(r"[a-z0-9][a-z0-9-]{0,80}")


def sitemap():
    global _SITEMAP
    if _SITEMAP is None:
        _SITEMAP = etree.parse(os.path.join(DATA_DIR, "sitemap.xml"))
    return _SITEMAP


@view_config(route_name="sitemap_page", renderer="json")
def page_revisions(request):
    slug = request.matchdict["slug"]
    nodes = sitemap().xpath(f"//page[@slug='{slug}']/revision")
    return [{"rev": n.get("id"), "author": n.get("author")} for n in nodes]


@view_config(route_name="sitemap_tag", renderer="json")
def pages_for_tag(request):
    nodes = sitemap().xpath("//page[tag=$tag]", tag=request.matchdict["tag"])
    return [n.get("slug") for n in nodes]


@view_config(route_name="sitemap_authors", renderer="json")
def page_authors(request):
    slug = request.matchdict["slug"]
    if not SLUG_RE.fullmatch(slug):
        return []
    return sorted(set(sitemap().xpath(f"//page[@slug='{slug}']/revision/@author")))
