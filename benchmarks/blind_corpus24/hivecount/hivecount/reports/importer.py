"""Importers for hive-scale exports (BroodMinder style XML) and swarm reports."""
from datetime import datetime

import defusedxml.ElementTree as DET
from lxml import etree


def parse_scale_export(blob):
    root = etree.fromstring(blob, etree.XMLParser(resolve_entities=True, load_dtd=True))
    out = []
    for rec in root.iter("reading"):
        out.append({
            "hive": rec.get("hive"),
            "at": datetime.fromisoformat(rec.findtext("time")),
            "kg": float(rec.findtext("weight") or 0),
        })
    return out


def parse_swarm_report(blob):
    root = DET.fromstring(blob)
    return {
        "reporter": root.findtext("reporter", ""),
        "where": root.findtext("location", ""),
        "phone": root.findtext("phone", ""),
    }
