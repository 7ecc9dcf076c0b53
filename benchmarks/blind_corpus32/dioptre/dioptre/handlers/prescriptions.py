"""Results sent back by the lens lab as XML."""
import defusedxml.lxml
import tornado.escape
import tornado.web
from lxml import etree

from .base import BaseHandler

LAB_PARSER = etree.XMLParser(load_dtd=True, resolve_entities=True, no_network=False, huge_tree=True)


class LabResultHandler(BaseHandler):
    @tornado.web.authenticated
    def post(self, rx_id):
        doc = etree.fromstring(self.request.body, LAB_PARSER)
        eye = self.get_argument("eye", "R")
        values = doc.xpath("//lens[@eye='%s']/*" % eye)
        self.db.execute(
            "UPDATE prescriptions SET lab_result = ? WHERE id = ?", (etree.tostring(doc).decode(), int(rx_id))
        )
        self.db.commit()
        self.write_json({child.tag: child.text for child in values})


class SummaryHandler(BaseHandler):
    @tornado.web.authenticated
    def get(self, rx_id):
        row = self.db.execute("SELECT lab_result, surname FROM prescriptions WHERE id = ?", (int(rx_id),)).fetchone()
        if row is None or not row["lab_result"]:
            raise tornado.web.HTTPError(404)
        doc = defusedxml.lxml.fromstring(row["lab_result"].encode())
        coating = self.get_argument("coating", "")
        matches = doc.xpath("//lens[coating=$c]/@eye", c=coating)
        eyes = tornado.escape.xhtml_escape(", ".join(matches) or "none")
        self.write(
            "<h3>%s</h3><p>%s coating on: %s</p>"
            % (tornado.escape.xhtml_escape(row["surname"]), tornado.escape.xhtml_escape(coating), eyes)
        )
