from defusedxml import ElementTree as DET
from lxml import etree
from pyramid.response import Response
from pyramid.view import view_config

from ..models import DBSession, Page


def _pages_from(root):
    for node in root.iter("page"):
        yield node.get("name"), node.findtext("body") or ""


@view_config(route_name="import", request_method="POST", permission="edit")
def import_pages(request):
    parser = etree.XMLParser(resolve_entities=True, load_dtd=True)
    root = etree.fromstring(request.body, parser)
    n = 0
    for name, body in _pages_from(root):
        DBSession.merge(Page(name=name, body=body))
        n += 1
    return Response("imported %d" % n)


@view_config(route_name="import_v2", request_method="POST", permission="edit")
def import_pages_v2(request):

    root = DET.fromstring(request.body)
    n = 0
    for name, body in _pages_from(root):
        DBSession.merge(Page(name=name, body=body))
        n += 1
    return Response("imported %d" % n)
