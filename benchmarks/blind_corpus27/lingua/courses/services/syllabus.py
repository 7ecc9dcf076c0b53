from lxml import etree

SYLLABUS_XML = "/srv/lingua/syllabus.xml"
_SAFE = etree.XMLParser(resolve_entities=False, no_network=True, dtd_validation=False, load_dtd=False)


def load_syllabus(body):
    root = etree.fromstring(body, parser=_SAFE)
    return root.findall("unit")


def vocab_for(unit, lang):
    tree = etree.parse(SYLLABUS_XML, _SAFE)
    words = tree.xpath("//unit[@id='" + unit + "']/word[@lang='" + lang + "']/text()")
    return list(words)


def unit_titles(lang):
    tree = etree.parse(SYLLABUS_XML, _SAFE)
    return tree.xpath("//unit/title[@lang=$lang]/text()", lang=lang)
