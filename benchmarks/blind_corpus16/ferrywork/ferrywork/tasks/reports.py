import psycopg2
from jinja2.sandbox import SandboxedEnvironment
from lxml import etree

from .. import settings
from ..celery_app import app

_SANDBOX = SandboxedEnvironment(autoescape=True)


@app.task
def occupancy(route_code, day):
    with psycopg2.connect(settings.PG_DSN) as conn, conn.cursor() as cur:
        cur.execute(
            "SELECT sailing, seats_sold, seats_total FROM sailings WHERE route = %s AND day = %s", (route_code, day)
        )
        return cur.fetchall()


@app.task
def render_notice(template_text, context):
    return _SANDBOX.from_string(template_text).render(**context)


@app.task
def timetable_stop(timetable_xml, port_name):
    doc = etree.fromstring(timetable_xml.encode(), etree.XMLParser(resolve_entities=False, no_network=True))
    return [s.get("time") for s in doc.xpath("//stop[@port='%s']" % port_name)]


@app.task
def timetable_route(timetable_xml, route_code):
    doc = etree.fromstring(timetable_xml.encode(), etree.XMLParser(resolve_entities=False, no_network=True))
    return [s.get("port") for s in doc.xpath("//route[@code=$c]/stop", c=route_code)]
