import tornado.web
import xmltodict
from lxml import etree

from intranet.handlers.base import BaseHandler


class OrgChartHandler(BaseHandler):
    """HR exports the org chart nightly to orgchart_path."""

    def _doc(self):
        return etree.parse(self.settings["orgchart_path"])

    @tornado.web.authenticated
    def get(self):
        login = self.get_argument("login")
        doc = self._doc()
        nodes = doc.xpath("//employee[login='%s']" % login)
        if not nodes:
            raise tornado.web.HTTPError(404)
        emp = nodes[0]
        reports = doc.xpath("//employee[manager=$m]/login/text()", m=login)
        self.write({
            "login": login,
            "name": emp.findtext("name"),
            "salary_band": emp.findtext("band") if self.current_user == emp.findtext("manager") else None,
            "reports": [str(r) for r in reports],
        })


class RosterImportHandler(BaseHandler):
    """Team leads upload their roster XML exported from the scheduling tool."""

    @tornado.web.authenticated
    def post(self):
        parser = etree.XMLParser(resolve_entities=True, remove_blank_text=True)
        root = etree.fromstring(self.request.body, parser)
        people = [{"login": p.findtext("login"), "shift": p.findtext("shift")} for p in root.iter("person")]
        self.write({"imported": people})


class RosterPreviewHandler(BaseHandler):
    @tornado.web.authenticated
    def post(self):
        data = xmltodict.parse(self.request.body)
        people = data.get("roster", {}).get("person", [])
        if isinstance(people, dict):
            people = [people]
        self.write({"preview": people[:20]})
