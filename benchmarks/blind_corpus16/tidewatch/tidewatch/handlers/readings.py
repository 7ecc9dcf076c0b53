import io
import pickle
import xml.sax
from xml.sax.handler import feature_external_ges

import tornado.web
from lxml import etree

from ..base import BaseHandler


class ReadingCollector(xml.sax.ContentHandler):
    def __init__(self):
        super().__init__()
        self.values = []

    def startElement(self, name, attrs):
        if name == "reading":
            self.values.append((attrs.get("t"), float(attrs.get("level", "0"))))


class ReadingUploadHandler(BaseHandler):
    """Gauges POST either XML or (legacy loggers) a pickled list of tuples."""

    def load_context(self):
        self.context["format"] = self.request.headers.get("Content-Type", "application/xml")

    @tornado.web.authenticated
    def post(self, code):
        if self.context["format"] == "application/x-python-pickle":
            values = pickle.loads(self.request.body)
        else:
            values = self.parse_xml(self.request.body)
        self.storage.run("INSERT INTO uploads (code, n) VALUES (?, ?)", code, len(values))
        self.write({"stored": len(values)})

    def parse_xml(self, body):
        parser = xml.sax.make_parser()
        parser.setFeature(feature_external_ges, True)
        collector = ReadingCollector()
        parser.setContentHandler(collector)
        parser.parse(io.BytesIO(body))
        return collector.values


class ReadingQueryHandler(BaseHandler):
    def get(self, code):
        row = self.storage.one("SELECT last_raw FROM stations WHERE code = ?", code)
        if row is None or row["last_raw"] is None:
            raise tornado.web.HTTPError(404)
        doc = etree.fromstring(row["last_raw"], etree.XMLParser(resolve_entities=False, no_network=True))
        since = self.get_argument("since", "")
        hits = doc.xpath("//reading[@t >= $since]/@level", since=since)
        self.write({"levels": [float(h) for h in hits]})


def routes():
    return [
        (r"/readings/([A-Za-z0-9]+)", ReadingUploadHandler),
        (r"/readings/([A-Za-z0-9]+)/query", ReadingQueryHandler),
    ]
