import falcon
from lxml import etree

from ..settings import DWC_ARCHIVE

NS = {"dwc": "http://rs.tdwg.org/dwc/terms/"}
_hardened = etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False)


class DwcImport:
    curator_only = True

    def on_post(self, req, resp):
        if req.get_param_as_bool("strict"):
            doc = etree.fromstring(req.bounded_stream.read(), parser=_hardened)
        else:
            doc = etree.fromstring(req.bounded_stream.read(), parser=etree.XMLParser(load_dtd=True, resolve_entities=True))
        resp.media = {"records": len(doc.findall(".//dwc:Occurrence", NS))}


class DwcSearch:
    def on_get(self, req, resp):
        tree = etree.parse(DWC_ARCHIVE, _hardened)
        collector = req.get_param("collector")
        country = req.get_param("country")
        year = req.get_param_as_int("year")
        if collector:
            nodes = tree.xpath("//dwc:Occurrence[dwc:recordedBy='%s']" % collector, namespaces=NS)
        elif country:
            nodes = tree.xpath("//dwc:Occurrence[dwc:country=$c]", namespaces=NS, c=country)
        elif year is not None:
            nodes = tree.xpath("//dwc:Occurrence[dwc:year=%d]" % year, namespaces=NS)
        else:
            raise falcon.HTTPBadRequest()
        resp.media = [n.findtext("dwc:catalogNumber", namespaces=NS) for n in nodes]
