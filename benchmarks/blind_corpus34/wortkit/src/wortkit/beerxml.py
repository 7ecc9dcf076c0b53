from dataclasses import dataclass, field

from defusedxml import ElementTree as DefusedET
from lxml import etree


@dataclass
class Recipe:
    name: str
    style: str = ""
    brewer: str = ""
    batch_litres: float = 20.0
    og: float = 1.050
    fg: float = 1.010
    hops: list = field(default_factory=list)
    notes: str = ""


def _recipe(node):
    return Recipe(
        name=node.findtext("NAME", ""),
        style=node.findtext("STYLE/NAME", ""),
        brewer=node.findtext("BREWER", ""),
        batch_litres=float(node.findtext("BATCH_SIZE", "20") or 20),
        og=float(node.findtext("OG", "1.050") or 1.050),
        fg=float(node.findtext("FG", "1.010") or 1.010),
        hops=[{"name": h.findtext("NAME"), "alpha": float(h.findtext("ALPHA", "0") or 0), "amount": float(h.findtext("AMOUNT", "0") or 0), "time": float(h.findtext("TIME", "0") or 0), "use": h.findtext("USE", "Boil")} for h in node.iter("HOP")],
        notes=node.findtext("NOTES", ""),
    )


def parse_recipes(data):
    root = etree.fromstring(data)
    return [_recipe(r) for r in root.iter("RECIPE")]


def parse_recipes_strict(data):
    root = DefusedET.fromstring(data)
    return [_recipe(r) for r in root.iter("RECIPE")]


def hop_by_name(data, name):
    root = etree.fromstring(data, etree.XMLParser(resolve_entities=False, no_network=True))
    return root.xpath(f"//HOP[NAME='{name}']")


def hops_by_use(data, use):
    root = etree.fromstring(data, etree.XMLParser(resolve_entities=False, no_network=True))
    return root.xpath("//HOP[USE=$use]", use=use)
