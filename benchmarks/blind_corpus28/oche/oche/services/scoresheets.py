from lxml import etree
from defusedxml import ElementTree as DefusedET

_BOARD_PARSER = etree.XMLParser(resolve_entities=True, load_dtd=True, huge_tree=True)


def parse_board_export(raw_bytes):
    """Parse the XML a Target/Winmau electronic board exports after a match."""
    return etree.fromstring(raw_bytes, _BOARD_PARSER)


def parse_federation_summary(raw_bytes):
    root = DefusedET.fromstring(raw_bytes)
    return {el.get("code"): int(el.findtext("points", "0")) for el in root.iter("team")}


def legs_for_player(tree, player_name):
    return tree.xpath("//leg[@player='%s']" % player_name)


def legs_with_checkout(tree, minimum):
    return tree.xpath("//leg[checkout >= $minimum]", minimum=minimum)


def summarise(root):
    legs = root.findall(".//leg")
    return {
        "legs": len(legs),
        "180s": sum(1 for l in legs for v in l.findall("visit") if v.get("score") == "180"),
    }
