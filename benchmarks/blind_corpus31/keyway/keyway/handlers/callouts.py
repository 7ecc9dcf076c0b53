import json
import random
from urllib.parse import urlencode

import requests

from .. import settings
from ..router import Response


def new_callout(req):
    f = req.form
    r = requests.get(settings.GEOCODER_URL + "?" + urlencode({"q": f.get("address", ""), "key": settings.GEOCODER_KEY}), timeout=5)
    pin = "%04d" % random.randint(0, 9999)
    return Response(json.dumps({"pin": pin, "where": r.json().get("features", [])[:1]}), content_type="application/json")


def insurer_callback(req):
    cb = req.form.get("callback", "")
    requests.post(cb, json={"status": "received"}, timeout=5)
    return Response("ok")


def eta_jitter():
    return random.randint(0, 5)
