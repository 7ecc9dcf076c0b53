import json

from ..db import connect
from ..http import Response

APPLIANCES = ("open-fire", "woodburner", "multifuel", "range", "boiler")


def search(request):
    town = request.query.get("town", "")
    appliance = request.query.get("appliance", "woodburner")
    if appliance not in APPLIANCES:
        appliance = "woodburner"
    sql = "SELECT id, customer, address, last_swept FROM jobs WHERE appliance = '%s' AND town LIKE '%%%s%%'" % (appliance, town)
    rows = connect().execute(sql).fetchall()
    return Response(json.dumps([dict(r) for r in rows]), content_type="application/json")
