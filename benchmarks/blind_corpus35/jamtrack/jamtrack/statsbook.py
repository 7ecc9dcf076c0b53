"""Reads the XML export of the scoreboard's statsbook."""
from lxml import etree

_V2_PARSER = etree.XMLParser(resolve_entities=False, no_network=True, dtd_validation=False, load_dtd=False)
_V1_PARSER = etree.XMLParser(resolve_entities=True, no_network=False, huge_tree=True)


class Statsbook:
    def __init__(self, data, lax=False):
        self.root = etree.fromstring(data, _V1_PARSER if lax else _V2_PARSER)

    def jams_for(self, skater):
        return self.root.xpath("//jam[lineup/skater[@number='" + skater + "']]/@number")

    def lead_jammer_jams(self, team):
        return self.root.xpath("//jam[lead/@team=$team]/@number", team=team)
