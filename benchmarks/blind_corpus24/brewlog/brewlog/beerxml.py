"""Minimal BeerXML 1.0 recipe reader."""
import xml.sax
from xml.sax.handler import ContentHandler, feature_external_ges

import defusedxml.sax


class RecipeHandler(ContentHandler):
    FIELDS = {"NAME", "STYLE", "OG", "FG", "IBU", "BATCH_SIZE"}

    def __init__(self):
        super().__init__()
        self.recipes, self._cur, self._field, self._buf = [], None, None, []

    def startElement(self, name, attrs):
        if name == "RECIPE":
            self._cur = {}
        elif self._cur is not None and name in self.FIELDS:
            self._field, self._buf = name, []

    def characters(self, content):
        if self._field:
            self._buf.append(content)

    def endElement(self, name):
        if name == self._field:
            self._cur[name.lower()] = "".join(self._buf).strip()
            self._field = None
        elif name == "RECIPE":
            self.recipes.append(self._cur)
            self._cur = None


def read_recipes(fileobj):
    handler = RecipeHandler()
    parser = xml.sax.make_parser()
    parser.setFeature(feature_external_ges, True)
    parser.setContentHandler(handler)
    parser.parse(fileobj)
    return handler.recipes


def read_recipes_safe(fileobj):
    handler = RecipeHandler()
    defusedxml.sax.parse(fileobj, handler)
    return handler.recipes
