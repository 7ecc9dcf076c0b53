"""Planograms (slot layouts) arrive as XML exported from the route-planning tool."""
from lxml import etree
from twisted.web.resource import Resource

from .machines import _arg

_SAFE = etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False)


class PlanogramUpload(Resource):
    isLeaf = True

    def render_POST(self, request):
        doc = etree.parse(request.content, etree.XMLParser(resolve_entities=True))
        slots = doc.getroot().findall(".//slot")
        return b"%d slots" % len(slots)


class PlanogramQuery(Resource):
    isLeaf = True

    def render_POST(self, request):
        doc = etree.parse(request.content, _SAFE)
        product = _arg(request, b"product")
        request.setHeader(b"content-type", b"text/plain; charset=utf-8")
        slots = doc.xpath("//slot[product/@sku=$sku]/@code", sku=product)
        return ",".join(slots).encode()


class PlanogramBrand(Resource):
    isLeaf = True

    def render_POST(self, request):
        doc = etree.parse(request.content, _SAFE)
        brand = _arg(request, b"brand")
        request.setHeader(b"content-type", b"text/plain; charset=utf-8")
        slots = doc.xpath("//slot[product/@brand=\"" + brand + "\"]/@code")
        return ",".join(slots).encode()
