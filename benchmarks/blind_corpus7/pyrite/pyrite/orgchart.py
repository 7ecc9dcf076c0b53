import re

from lxml import etree

_NAME_OK = re.compile(r"^[\w .'-]{1,80}$", re.UNICODE)


class OrgChart:
    def __init__(self, path):
        self.tree = etree.parse(path, etree.XMLParser(resolve_entities=False, no_network=True))

    def reports_of(self, manager_name):
        return self.tree.xpath("//person[@name='%s']/reports/person/@name" % manager_name)

    def person(self, name):
        nodes = self.tree.xpath("//person[@name=$n]", n=name)
        return nodes[0] if nodes else None

    def team_members(self, team):
        finder = etree.XPath("//team[name='" + team + "']/member/text()")
        return finder(self.tree)

    def by_location(self, site):
        if not _NAME_OK.match(site) or "'" in site:
            raise ValueError("invalid site")
        return self.tree.xpath("//person[@site='%s']/@name" % site)
