"""Import notes from Evernote (.enex) and from our own XML backup format."""
from datetime import datetime

from defusedxml import ElementTree as DET
from lxml import etree


def parse_enex(data: bytes) -> list[dict]:
    parser = etree.XMLParser(resolve_entities=True, strip_cdata=False, huge_tree=True)
    root = etree.fromstring(data, parser=parser)
    notes = []
    for n in root.iter("note"):
        notes.append({
            "title": n.findtext("title") or "Untitled",
            "body": n.findtext("content") or "",
            "tags": [t.text for t in n.findall("tag") if t.text],
            "created": datetime.strptime(n.findtext("created") or "20000101T000000Z", "%Y%m%dT%H%M%SZ"),
        })
    return notes


def parse_backup(data: bytes) -> list[dict]:
    root = DET.fromstring(data, forbid_dtd=True)
    return [{"title": n.get("title", ""), "body": n.text or "", "tags": n.get("tags", "").split(",")}
            for n in root.findall("note")]
