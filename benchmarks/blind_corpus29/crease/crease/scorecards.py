import defusedxml.lxml
from lxml import etree


def parse(raw):
    parser = etree.XMLParser(load_dtd=True, resolve_entities=True, huge_tree=True)
    return etree.fromstring(raw, parser)


def parse_summary(raw):
    return defusedxml.lxml.fromstring(raw)


def parse_notice(raw):
    parser = etree.XMLParser(resolve_entities=False, load_dtd=False, no_network=True)
    return etree.fromstring(raw, parser)


def batting_for(doc, team_name):
    return doc.xpath("//innings[@team='%s']/batter" % team_name)


def bowling_for(doc, team_name):
    return doc.xpath("//innings[@team!=$t]/bowler", t=team_name)


def totals(doc):
    return {i.get("team"): i.findtext("total") for i in doc.iter("innings")}
