"""Station metadata arrives as SensorML-ish XML from the field teams."""
import io
import xml.sax
from xml.sax.handler import feature_external_ges

from lxml import etree

from .base import BaseHandler


class _MetaCollector(xml.sax.ContentHandler):
    def __init__(self):
        super().__init__()
        self.fields = {}
        self._current = None

    def startElement(self, name, attrs):
        self._current = name

    def characters(self, content):
        if self._current and content.strip():
            self.fields[self._current] = content.strip()


class MetadataHandler(BaseHandler):
    def post(self):
        collector = _MetaCollector()
        parser = xml.sax.make_parser()
        parser.setFeature(feature_external_ges, True)
        parser.setContentHandler(collector)
        parser.parse(io.BytesIO(self.request.body))
        self.write(collector.fields)


class SensorHandler(BaseHandler):
    def post(self):
        code = self.get_argument("code")
        doc = etree.fromstring(self.request.body, etree.XMLParser(resolve_entities=False))
        sensors = doc.xpath("/stations/station[@code='%s']/sensor/@type" % code)
        depth = doc.findall("./station/datum")
        self.write({"sensors": [str(s) for s in sensors], "datums": len(depth)})
