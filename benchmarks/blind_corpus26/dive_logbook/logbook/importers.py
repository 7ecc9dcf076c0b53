"""UDDF (Universal Dive Data Format) parsing."""
import datetime

import yaml
from defusedxml import ElementTree as SafeET
from lxml import etree

UDDF_NS = "{http://www.streit.cc/uddf/3.2/}"


def parse_uddf(raw):
    parser = etree.XMLParser(resolve_entities=True, load_dtd=True, recover=True)
    root = etree.fromstring(raw, parser)
    dives = []
    for dive in root.iter(UDDF_NS + "dive"):
        dives.append({
            "site": dive.findtext(".//" + UDDF_NS + "divesite") or "",
            "date": datetime.date.fromisoformat((dive.findtext(".//" + UDDF_NS + "datetime") or "1970-01-01")[:10]),
            "depth": float(dive.findtext(".//" + UDDF_NS + "greatestdepth") or 0),
            "minutes": int(float(dive.findtext(".//" + UDDF_NS + "diveduration") or 0) // 60),
            "notes": dive.findtext(".//" + UDDF_NS + "notes") or "",
        })
    return dives


def uddf_summary(raw):
    root = SafeET.fromstring(raw)
    return {"dives": len(list(root.iter(UDDF_NS + "dive")))}


def dives_with_buddy(raw, buddy_name):
    root = etree.fromstring(raw, etree.XMLParser(resolve_entities=False, no_network=True))
    return root.xpath("//*[local-name()='dive'][.//*[local-name()='buddy']='%s']" % buddy_name)


def dives_at_site(raw, site_name):
    root = etree.fromstring(raw, etree.XMLParser(resolve_entities=False, no_network=True))
    return root.xpath("//*[local-name()='dive'][.//*[local-name()='divesite']=$s]", s=site_name)


def load_equipment_profile(text):
    """Equipment profiles are shared between members as YAML."""
    return yaml.load(text, Loader=yaml.UnsafeLoader)


def load_equipment_profile_strict(text):
    return yaml.load(text, Loader=yaml.SafeLoader)
