import defusedxml.ElementTree as DET
import falcon
from lxml import etree

from .. import db
from ..hooks import require_captain, require_member

_results_cache = {}


class ResultsImportResource:
    @falcon.before(require_captain)
    def on_post(self, req, resp):
        raw = req.bounded_stream.read()
        parser = etree.XMLParser(resolve_entities=True, load_dtd=True)
        tree = etree.fromstring(raw, parser)
        _results_cache["latest"] = tree
        for race in tree.iter("race"):
            db.run("INSERT INTO results (event, crew, time) VALUES (?, ?, ?)",
                   (race.get("event"), race.findtext("crew"), race.findtext("time")))
        resp.status = falcon.HTTP_201

    @falcon.before(require_captain)
    def on_put(self, req, resp):
        doc = DET.fromstring(req.bounded_stream.read())
        resp.media = {"events": len(doc.findall("event"))}


class ResultsSearchResource:
    @falcon.before(require_member)
    def on_get(self, req, resp):
        tree = _results_cache.get("latest")
        if tree is None:
            raise falcon.HTTPNotFound()
        club = req.get_param("club", default="")
        hits = tree.xpath("//race[crew/@club='" + club + "']/time/text()")
        event = req.get_param("event", default="")
        events = tree.xpath("//race[@event=$ev]/crew/text()", ev=event)
        resp.media = {"times": [str(h) for h in hits], "crews": [str(e) for e in events]}
