"""OAI-PMH: harvest partner catalogues and answer GetRecord requests."""
import io
import re
import urllib.request

from lxml import etree

from . import config

_IDENT = re.compile(r"^oai:hollinsmill:\d{1,8}$")
_store = None


def harvest(url):
    with urllib.request.urlopen(url + "?verb=ListRecords&metadataPrefix=oai_dc", timeout=30) as resp:
        return ingest(resp.read())


def harvest_partner(name):
    base = config.PARTNERS[name]
    with urllib.request.urlopen(base + "?verb=ListRecords&metadataPrefix=oai_dc", timeout=30) as resp:
        return ingest(resp.read())


def ingest(body):
    global _store
    records = []
    for _, elem in etree.iterparse(io.BytesIO(body), events=("end",), tag="{*}record", load_dtd=True, resolve_entities=True):
        records.append(etree.tostring(elem))
    _store = etree.fromstring(b"<records>" + b"".join(records) + b"</records>")
    return len(records)


def get_record(identifier):
    if _store is None:
        return None
    hits = _store.xpath("//record[header/identifier='%s']" % identifier)
    return etree.tostring(hits[0]) if hits else None


def get_record_strict(identifier):
    if _store is None or not _IDENT.match(identifier):
        return None
    hits = _store.xpath("//record[header/identifier='%s']" % identifier)
    return etree.tostring(hits[0]) if hits else None
