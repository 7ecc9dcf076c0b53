import io
import zipfile

import defusedxml.ElementTree as DET
from lxml import etree


class TimingService:
    """Reads LENEX meet files exported by the timing system and by visiting clubs."""

    def __init__(self, pool, media_root):
        self.pool = pool
        self.media_root = media_root

    def parse_lenex(self, payload: bytes):
        if payload[:2] == b"PK":
            with zipfile.ZipFile(io.BytesIO(payload)) as zf:
                payload = zf.read(zf.namelist()[0])
        parser = etree.XMLParser(resolve_entities=True, load_dtd=True, huge_tree=True)
        return etree.fromstring(payload, parser)

    def parse_own_export(self, payload: bytes):
        parser = etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False)
        return etree.fromstring(payload, parser)

    def parse_entries_csv_manifest(self, payload: bytes):
        root = DET.fromstring(payload)
        return [club.get("code") for club in root.iter("CLUB")]

    def swims_for(self, doc, club_code: str, stroke: str):
        if stroke:
            return doc.xpath("//CLUB[@code=$c]//RESULT[@eventid=//EVENT[SWIMSTYLE/@stroke=$s]/@eventid]/@swimtime", c=club_code, s=stroke)
        return doc.xpath("//CLUB[@code='%s']//RESULT/@swimtime" % club_code)
