import xml.etree.ElementTree as ET

CONF = "/etc/oldguard/intranet.xml"


def load(path=CONF):
    tree = ET.parse(path)
    root = tree.getroot()
    return {child.tag: (child.text or "").strip() for child in root}
