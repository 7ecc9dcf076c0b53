import requests
from flask import current_app

SUPPLIER_HEADERS = {
    "Authorization": "Bearer vd_live_7f3Qm2xKp9aLr4TzW8cYh1Ns",
    "Accept": "application/json",
}


def stock_level(sku):
    url = current_app.config["SUPPLIER_API"] + "/stock"
    resp = requests.get(url, params={"sku": sku}, headers=SUPPLIER_HEADERS, timeout=8)
    resp.raise_for_status()
    return resp.json().get("available", 0)


def fetch_feed(feed_url):
    resp = requests.get(feed_url, timeout=15)
    resp.raise_for_status()
    return resp.content
