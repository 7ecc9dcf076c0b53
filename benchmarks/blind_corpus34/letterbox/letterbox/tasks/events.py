import ast
import datetime

import requests
from lxml import etree

from ..celery_app import app

VENUES = "/srv/courier/venues.xml"
PARSER = etree.XMLParser(resolve_entities=False, no_network=True)


@app.task
def add_listing(payload):
    venues = etree.parse(VENUES, PARSER)
    venue = venues.xpath("//venue[@slug=$slug]", slug=payload["venue"])
    repeat = ast.literal_eval(payload["repeat"]) if payload.get("repeat") else []
    dates = [datetime.date.fromisoformat(payload["date"]) + datetime.timedelta(weeks=int(w)) for w in repeat]
    return {"title": payload["title"], "venue": venue[0].get("name") if venue else payload["venue"], "dates": [d.isoformat() for d in dates]}


@app.task
def venue_accessibility(slug):
    venues = etree.parse(VENUES, PARSER)
    nodes = venues.xpath("//venue[@slug=$s]/access/item/text()", s=slug)
    return list(nodes)
