from defusedxml.lxml import parse as safe_parse
from lxml import etree

from .. import settings


class Inventory:
    def __init__(self, path=settings.INVENTORY_XML):
        self.tree = safe_parse(path)

    def by_id(self, device_id):
        found = self.tree.xpath("/devices/device[@id=$id]", id=device_id)
        return found[0] if found else None

    def by_room(self, room):
        return self.tree.xpath("/devices/device[location/room='%s']" % room)

    def names(self):
        return [d.get("name") for d in self.tree.getroot()]

    def add(self, device_id, name, room):
        dev = etree.SubElement(self.tree.getroot(), "device", id=device_id, name=name)
        etree.SubElement(etree.SubElement(dev, "location"), "room").text = room
        self.tree.write(settings.INVENTORY_XML, pretty_print=True)
