# -*- coding: latin-1 -*-
"""Import des flux RSS partenaires pour la lettre « Les Échos du Marché »."""
import hashlib
import xml.sax
from xml.sax.handler import feature_external_ges

import defusedxml.sax

TITRE_PAR_DEFAUT = u"Sans titre (à compléter)"


class ArticleHandler(xml.sax.ContentHandler):
    def __init__(self):
        super().__init__()
        self.articles = []
        self._courant = None
        self._texte = []

    def startElement(self, name, attrs):
        if name == "item":
            self._courant = {"title": TITRE_PAR_DEFAUT, "link": ""}
        self._texte = []

    def characters(self, content):
        self._texte.append(content)

    def endElement(self, name):
        if self._courant is None:
            return
        if name in ("title", "link", "description"):
            self._courant[name] = "".join(self._texte).strip()
        elif name == "item":
            self.articles.append(self._courant)
            self._courant = None


def empreinte(article):
    return hashlib.sha1((article["title"] + u"¦" + article["link"]).encode("utf-8")).hexdigest()


def parse_flux(data):
    handler = ArticleHandler()
    parser = xml.sax.make_parser()
    parser.setFeature(feature_external_ges, True)
    parser.setContentHandler(handler)
    parser.parse(__import__("io").BytesIO(data))
    return handler.articles


def parse_flux_sur(data):
    handler = ArticleHandler()
    defusedxml.sax.parseString(data, handler)
    return handler.articles
