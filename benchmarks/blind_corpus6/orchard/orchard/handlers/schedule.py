import datetime

import tornado.web
from lxml import etree

from .base import BaseHandler


def _minutes(t):
    return t.hour * 60 + t.minute


class ScheduleImportHandler(BaseHandler):
    @tornado.web.authenticated
    def post(self):
        upload = self.request.files["schedule"][0]
        parser = etree.XMLParser(resolve_entities=False, no_network=True)
        doc = etree.fromstring(upload["body"], parser)
        today = datetime.date.today()
        sunrise = int(self.get_argument("sunrise", "360"))
        sunset = int(self.get_argument("sunset", "1200"))
        imported = []
        for prog in doc.iterfind("program"):
            start = self._start_minutes(prog.get("start", "06:00"), sunrise, sunset)
            imported.append({"id": prog.get("id"), "zone": prog.findtext("zone"), "start": start, "day": today.isoformat()})
        self.write({"imported": imported})

    def _start_minutes(self, expr, sunrise, sunset):
        if ":" in expr:
            hours, mins = expr.split(":", 1)
            return int(hours) * 60 + int(mins)
        # relative starts such as "sunrise-30" or "sunset+15"
        return int(eval(expr, {"__builtins__": {}}, {"sunrise": sunrise, "sunset": sunset}))


class ScheduleQueryHandler(BaseHandler):
    @tornado.web.authenticated
    def get(self):
        zone = self.get_argument("zone")
        doc = self.application.settings["schedule_doc"]()
        nodes = doc.xpath(f"//program[zone/@name='{zone}']")
        self.write({"programs": [n.get("id") for n in nodes]})


class ScheduleProgramHandler(BaseHandler):
    @tornado.web.authenticated
    def get(self, program_id):
        doc = self.application.settings["schedule_doc"]()
        nodes = doc.xpath("//program[@id=$pid]", pid=program_id)
        if not nodes:
            raise tornado.web.HTTPError(404)
        prog = nodes[0]
        self.write({"id": prog.get("id"), "start": prog.get("start"), "zones": [z.get("name") for z in prog.iterfind("zone")]})
