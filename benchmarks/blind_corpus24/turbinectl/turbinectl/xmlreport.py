"""Controller event reports (XML) pulled from the nacelle controller or a bundle."""
from defusedxml import ElementTree as DET
from lxml import etree


def parse_controller_report(data):
    return etree.fromstring(data, etree.XMLParser(resolve_entities=True, load_dtd=True))


def iter_events(fileobj):
    for _ev, el in etree.iterparse(fileobj, events=("end",), tag="event", resolve_entities=True, load_dtd=True, no_network=False):
        yield dict(el.attrib)
        el.clear()


def summary(data):
    root = DET.fromstring(data)
    return {"events": len(root.findall(".//event")), "model": root.get("model")}


def parse_local_template(path):
    return etree.parse(path, etree.XMLParser(resolve_entities=False, no_network=True))


def alarm_nodes(tree, code):
    return tree.xpath("//event[@code='%s']" % code)


def by_component(tree, component):
    return tree.xpath("//event[component=$c]", c=component)


def operator_query(tree, expr):
    return tree.xpath(expr)
