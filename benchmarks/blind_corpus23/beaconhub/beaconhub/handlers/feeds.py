"""Buoy gateways POST their XML telemetry frames here."""
import xml.etree.ElementTree as ET
import xml.sax
from xml.sax.handler import ContentHandler, feature_external_ges

from lxml import etree
import tornado.web

from .base import BaseHandler


class _FrameHandler(ContentHandler):
    def __init__(self):
        super().__init__()
        self.readings = []
        self._current = None

    def startElement(self, name, attrs):
        if name == "reading":
            self._current = {"sensor": attrs.get("sensor"), "value": ""}

    def characters(self, content):
        if self._current is not None:
            self._current["value"] += content

    def endElement(self, name):
        if name == "reading" and self._current:
            self.readings.append(self._current)
            self._current = None


class IngestHandler(BaseHandler):
    def post(self):
        if self.request.headers.get("X-Frame-Format") == "legacy":
            handler = _FrameHandler()
            parser = xml.sax.make_parser()
            parser.setFeature(feature_external_ges, True)
            parser.setContentHandler(handler)
            parser.feed(self.request.body)
            parser.close()
            readings = handler.readings
        else:
            root = ET.fromstring(self.request.body)
            readings = [{"sensor": r.get("sensor"), "value": r.text} for r in root.iter("reading")]
        for r in readings:
            self.db.execute("INSERT INTO raw_frames (sensor, value) VALUES (?, ?)", (r["sensor"], r["value"]))
        self.db.commit()
        self.write({"accepted": len(readings)})


class SensorQueryHandler(BaseHandler):
    @tornado.web.authenticated
    def get(self):
        doc = etree.parse("/var/lib/beaconhub/sensors.xml")
        sensor_id = self.get_argument("id")
        unit = doc.xpath("string(//sensor[@id=$sid]/@unit)", sid=sensor_id)
        station = self.get_argument("station", "")
        matches = doc.xpath(f"//sensor[@station='{station}']/@id")
        self.write({"unit": unit, "siblings": list(matches)})
