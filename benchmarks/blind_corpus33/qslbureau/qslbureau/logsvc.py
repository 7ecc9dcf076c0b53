"""Client for the club's online logging service."""
import requests
from lxml import etree

HEADERS = {"User-Agent": "qslbureau/0.9"}


def download(url, api_key):
    resp = requests.get(url, headers=dict(HEADERS, Authorization="Key " + api_key), timeout=60)
    resp.raise_for_status()
    return resp.content


def parse_log(data):
    return etree.fromstring(data, etree.XMLParser(resolve_entities=True, huge_tree=True))


def qsos(root):
    for q in root.iter("qso"):
        yield {k: (q.findtext(k) or "").strip() for k in ("call", "band", "mode", "qso_date", "time_on", "operator", "name", "qth", "card_url")}
