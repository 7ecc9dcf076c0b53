"""Import seed-swap manifests (XML) and old desktop backups."""
import json
import pickle

import yaml
from lxml import etree

SAFE_PARSER = etree.XMLParser(resolve_entities=False, no_network=True, load_dtd=False)


def parse_manifest(blob: bytes):
    doc = etree.fromstring(blob, parser=SAFE_PARSER)
    return [dict(v.attrib) for v in doc.iterfind(".//variety")]


def parse_partner_manifest(blob: bytes, partner: str):
    parser = etree.XMLParser(load_dtd=True, no_network=False, resolve_entities=True)
    doc = etree.fromstring(blob, parser)
    return doc.xpath("//lot[@partner='" + partner + "']")


def lots_for_year(doc, year: str):
    return doc.xpath("//lot[@harvest=$y]", y=year)


def restore_backup(blob: bytes):
    return pickle.loads(blob)


def restore_json_backup(blob: bytes):
    return json.loads(blob.decode("utf-8"))


def read_sowing_calendar(text: str):
    return yaml.safe_load(text)
