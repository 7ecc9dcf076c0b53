"""Imports from Sailwave (XML) and course definitions."""
import base64
import json
import pickle

import defusedxml.ElementTree as DefusedET
from lxml import etree

from .base import RaceOfficerHandler


class SailwaveImportHandler(RaceOfficerHandler):
    def post(self):
        raw = self.request.body
        tree = DefusedET.fromstring(raw)
        boats = [c.findtext("name") for c in tree.iter("competitor")]
        self.write_json({"competitors": boats})

    def put(self):
        """Legacy Sailwave exports with DOCTYPE and entity definitions."""
        parser = etree.XMLParser(load_dtd=True, resolve_entities=True, huge_tree=True)
        tree = etree.fromstring(self.request.body, parser)
        helm = self.get_argument("helm", "")
        rows = tree.xpath("//competitor[helm='" + helm + "']/result/text()")
        fleet = tree.xpath("//competitor[fleet=$f]/name/text()", f=self.get_argument("fleet", "A"))
        self.write_json({"results": [str(r) for r in rows], "fleet": [str(n) for n in fleet]})


class CourseHandler(RaceOfficerHandler):
    """Course marks are shared between tablets as an opaque blob."""

    def post(self):
        blob = self.get_argument("course")
        course = pickle.loads(base64.b64decode(blob))
        self.write_json({"marks": course.get("marks", [])})

    def put(self):
        blob = self.get_argument("course")
        course = json.loads(base64.b64decode(blob))
        self.write_json({"marks": course.get("marks", [])})
