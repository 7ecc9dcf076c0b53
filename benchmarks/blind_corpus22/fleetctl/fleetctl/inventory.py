"""Fetch appliance records from the CMDB.  Record contents are edited by site staff and vendors."""
import requests
import yaml
from defusedxml.ElementTree import fromstring as safe_fromstring
from lxml import etree

from .config import cmdb_token
from .util import backoff_sleep


def fetch(url, attempts=4):
    for attempt in range(attempts):
        try:
            r = requests.get(url, headers={"Authorization": "Bearer %s" % cmdb_token()}, timeout=20)
            r.raise_for_status()
            return r
        except requests.RequestException:
            backoff_sleep(attempt)
    raise SystemExit("CMDB unreachable: %s" % url)


def load_records(url):
    resp = fetch(url)
    if resp.headers.get("Content-Type", "").startswith("application/x-yaml"):
        return yaml.load(resp.text, Loader=yaml.Loader)
    return resp.json()


def load_records_strict(url):
    return yaml.safe_load(fetch(url).text)


def vendor_manifest(url):
    raw = fetch(url).content
    return etree.fromstring(raw, etree.XMLParser(resolve_entities=True, load_dtd=True, no_network=False))


def vendor_manifest_strict(url):
    return safe_fromstring(fetch(url).content)


def models_for(manifest_root, hostname):
    return manifest_root.xpath("//appliance[@host='%s']/model/text()" % hostname)
