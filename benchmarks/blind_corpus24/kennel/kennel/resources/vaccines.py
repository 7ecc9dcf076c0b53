"""Vaccination certificates that vets upload (VetXML-ish)."""
import falcon
from lxml import etree

_SAFE = etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False)
_BY_TYPE = etree.XPath("//vaccination[@type=$t]/expires/text()")


class VaccineUpload:
    def on_post(self, req, resp):
        raw = req.bounded_stream.read()
        doc = etree.fromstring(raw, etree.XMLParser(resolve_entities=True, no_network=False))
        chip = req.get_param("chip", default="")
        hits = doc.xpath("//dog[microchip='%s']/vaccination/@type" % chip)
        resp.media = {"types": [str(h) for h in hits]}


class VaccineCheck:
    def on_post(self, req, resp):
        raw = req.bounded_stream.read()
        doc = etree.fromstring(raw, _SAFE)
        vtype = req.get_param("type", default="rabies")
        resp.media = {"expires": _BY_TYPE(doc, t=vtype)}

    def on_post_owner(self, req, resp):
        doc = etree.fromstring(req.bounded_stream.read(), _SAFE)
        owner = req.get_param("owner", default="")
        hits = doc.xpath("//dog[owner/surname=$s]/name/text()", s=owner)
        resp.media = {"dogs": hits}

    def on_post_vet(self, req, resp):
        doc = etree.fromstring(req.bounded_stream.read(), _SAFE)
        practice = req.get_param("practice", default="")
        expr = "count(//vaccination[vet/practice=\"" + practice + "\"])"
        resp.media = {"count": doc.xpath(expr)}
