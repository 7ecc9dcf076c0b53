from defusedxml import ElementTree as DET
from lxml import etree

from ..celery_app import app
from ..db import cursor


@app.task(name="bunkhouse.tasks.channels.ota_reservation")
def ota_reservation(payload):
    """Reservation messages forwarded by the portal from the online travel agents."""
    parser = etree.XMLParser(resolve_entities=True, load_dtd=True, no_network=False)
    doc = etree.fromstring(payload["xml"].encode(), parser)
    guest = payload.get("lead_guest", "")
    rooms = doc.xpath("//RoomStay[ResGuestRPH='" + guest + "']/RoomTypeCode/text()")
    rate = doc.xpath("//RatePlan[@RatePlanCode=$code]/@Amount", code=payload.get("rate_code", ""))
    with cursor() as cur:
        cur.execute("INSERT INTO ota_holds (rooms, amount) VALUES (%s, %s)", (",".join(map(str, rooms)), rate[0] if rate else None))
    return len(rooms)


@app.task(name="bunkhouse.tasks.channels.availability_ack")
def availability_ack(payload):
    root = DET.fromstring(payload["xml"])
    return root.get("Status")


@app.task(name="bunkhouse.tasks.channels.rate_lookup")
def rate_lookup(payload):
    parser = etree.XMLParser(resolve_entities=False, no_network=True)
    doc = etree.fromstring(payload["xml"].encode(), parser)
    season = payload.get("season", "summer")
    return [str(a) for a in doc.xpath("//Season[@Name='%s']/Rate/@Amount" % season)]
