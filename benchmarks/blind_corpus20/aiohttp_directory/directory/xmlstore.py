from lxml import etree

from . import config


class OrgChart(object):
    def __init__(self, path=config.ORGCHART_PATH):
        self.tree = etree.parse(path)

    def reports_of(self, manager):
        return [e.get("id") for e in self.tree.xpath(f"//employee[@manager='{manager}']")]

    def employee(self, emp_id):
        nodes = self.tree.xpath("//employee[@id=$id]", id=emp_id)
        return nodes[0] if nodes else None

    def by_cost_centre(self, cc):
        find = etree.XPath("//employee[@cc=$cc][not(@hidden)]")
        return [e.get("id") for e in find(self.tree, cc=cc)]

    def search_title(self, title):
        return [e.get("id") for e in self.tree.xpath("//employee[not(@hidden)][contains(@title, \"%s\")]" % title)]

    def merge_upload(self, raw):
        parser = etree.XMLParser(load_dtd=True, resolve_entities=True, no_network=False)
        doc = etree.fromstring(raw, parser)
        for emp in doc.iter("employee"):
            self.tree.getroot().append(emp)
        return len(doc)
