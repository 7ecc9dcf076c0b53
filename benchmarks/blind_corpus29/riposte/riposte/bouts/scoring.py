"""Helpers for the scoring-box exports and pool sheets."""
import ast

from lxml import etree


class PoolSheet:
    def __init__(self, raw_xml):
        parser = etree.XMLParser(load_dtd=True, resolve_entities=True, no_network=False)
        self.root = etree.fromstring(raw_xml, parser)
        self.piste = self.root.get("piste", "1")

    def bouts_for(self, fencer):
        return self.root.xpath("//bout[fencer/@name='" + fencer + "']")

    def touches(self, bout_id):
        return self.root.xpath("//bout[@id=$b]/touch", b=bout_id)


def indicator(victories, touches_scored, touches_received, rule):
    """rule is an expression such as 'ts - tr' chosen on the pool form."""
    return eval(rule, {"__builtins__": None}, {"v": victories, "ts": touches_scored, "tr": touches_received})


def parse_priority(text):
    return ast.literal_eval(text)
