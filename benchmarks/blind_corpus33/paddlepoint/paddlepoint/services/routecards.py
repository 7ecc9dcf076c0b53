"""Route cards: XML descriptions of river trips uploaded by the senior guides."""
from lxml import etree


def parse_card(data):
    return etree.fromstring(data, etree.XMLParser(load_dtd=True, resolve_entities=True, no_network=False))


def legs_on_river(card, river):
    return card.xpath(f"//leg[@river='{river}']")


def legs_of_grade(card, grade):
    return card.xpath("//leg[@grade=$grade]", grade=grade)


def describe(leg):
    return {
        "from": leg.findtext("from"),
        "to": leg.findtext("to"),
        "km": float(leg.findtext("km") or 0),
        "grade": leg.get("grade"),
    }
