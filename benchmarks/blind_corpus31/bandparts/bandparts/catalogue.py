import defusedxml.ElementTree as DET
import requests
from lxml import etree

from .config import PUBLISHER_API_KEY


def download(url):
    r = requests.get(url, headers={"X-Api-Key": PUBLISHER_API_KEY}, timeout=30)
    r.raise_for_status()
    return r.content


def parse_feed(data):
    root = DET.fromstring(data)
    return [{"title": w.findtext("title"), "composer": w.findtext("composer"), "grade": w.findtext("grade"),
             "blurb": w.findtext("blurb") or "", "sample": w.findtext("sample")} for w in root.iter("work")]


def parse_errata(data):
    return etree.fromstring(data, etree.XMLParser(load_dtd=True, resolve_entities=True, no_network=False))


def errata_for(doc, title):
    return doc.xpath("//erratum[work='%s']/text()" % title)


def errata_query(doc, expr):
    return doc.xpath(expr)


def fetch_sample(work):
    return requests.get(work["sample"], timeout=30).content
