import json
from urllib.parse import quote

import requests

from ..request import text

PRICE_INDEX = "https://api.tarisio-cozio.example/v1/makers/"


def comparable(req):
    data = json.loads(req.body() or b"{}")
    listing = data.get("listing_url", "")
    page = requests.get(listing, timeout=15, allow_redirects=True)
    return text("fetched %d bytes from listing" % len(page.content))


def price_index(req):
    maker = req.query.get("maker", "")
    resp = requests.get(PRICE_INDEX + quote(maker, safe=""), timeout=10)
    return "200 OK", [("Content-Type", "application/json")], resp.text
