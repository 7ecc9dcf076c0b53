import defusedxml.ElementTree as DET
import requests
from lxml import etree

FEED = "https://trade.maker-supplies.example/feeds/catalogue.xml"


def supplier_catalogue():
    raw = requests.get(FEED, timeout=30).content
    DET.fromstring(raw)
    return etree.fromstring(raw, etree.XMLParser(resolve_entities=False, no_network=True))


def item_by_sku(tree, sku):
    return tree.xpath(f"//item[@sku='{sku}']")


def wishlist_matches(tree, wishlist):
    hits = []
    for wish in wishlist:
        hits.extend(tree.xpath(f"//item[category='{wish['category']}']"))
    return hits
