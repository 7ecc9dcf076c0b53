from lxml import etree
from pyramid.response import Response
from pyramid.view import view_config

_EXPORT = "/srv/wiki/export/pages.xml"


def _load():
    return etree.parse(_EXPORT)


@view_config(route_name="export", request_param="title")
def export_by_title(request):
    doc = _load()
    title = request.params["title"]
    nodes = doc.xpath("//page[@title='%s']" % title)
    return Response(b"".join(etree.tostring(n) for n in nodes), content_type="application/xml")


@view_config(route_name="export", request_param="author")
def export_by_author(request):
    doc = _load()
    nodes = doc.xpath("//page[revision/@author=$who]", who=request.params["author"])
    return Response(b"".join(etree.tostring(n) for n in nodes), content_type="application/xml")
