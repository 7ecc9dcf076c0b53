from xml.dom import minidom

import tornado.web

from ..services import ianseo
from .base import BaseHandler


class ResultsHandler(BaseHandler):
    @tornado.web.authenticated
    def post(self):
        source = self.get_body_argument("results_url", "")
        raw = ianseo.fetch_results(source) if source else ianseo.county_rankings()
        doc = minidom.parseString(raw)
        rows = []
        for node in doc.getElementsByTagName("Athlete"):
            rows.append({"name": node.getAttribute("Name"), "score": node.getAttribute("Score")})
        self.write_json(rows)
