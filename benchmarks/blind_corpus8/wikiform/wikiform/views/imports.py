import defusedxml.ElementTree as SafeET
import requests
from lxml import etree
from pyramid.view import view_config

from ..models import Page, save_page


@view_config(route_name="import_xml", request_method="POST", renderer="json", permission="admin")
def import_confluence(request):
    upload = request.POST["export"].file
    parser = etree.XMLParser(load_dtd=True, resolve_entities=True, huge_tree=True)
    tree = etree.parse(upload, parser)
    count = 0
    for node in tree.iterfind(".//page"):
        save_page(Page(slug=node.get("slug"), title=node.findtext("title", ""), body=node.findtext("body", "")))
        count += 1
    return {"imported": count}


@view_config(route_name="import_feed", request_method="POST", renderer="json", permission="admin")
def import_feed(request):
    root = SafeET.fromstring(request.body)
    count = 0
    for item in root.iter("item"):
        save_page(Page(slug=item.findtext("guid", "").rsplit("/", 1)[-1], title=item.findtext("title", ""), body=item.findtext("description", "")))
        count += 1
    return {"imported": count}


@view_config(route_name="import_url", request_method="POST", renderer="json", permission="edit")
def import_from_url(request):
    url = request.POST["url"]
    resp = requests.get(url, timeout=15)
    slug = request.POST.get("slug") or url.rstrip("/").rsplit("/", 1)[-1]
    save_page(Page(slug=slug, title=request.POST.get("title", slug), body=resp.text))
    return {"slug": slug, "bytes": len(resp.content)}
