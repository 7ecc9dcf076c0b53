import requests
import yaml
from defusedxml import ElementTree as DefusedET
from lxml import etree


def fetch_manifest(cfg, server=None):
    base = (server or cfg.server).rstrip("/")
    resp = requests.get(f"{base}/api/circuits/current.xml", headers={"X-Api-Key": cfg.api_key}, timeout=30)
    resp.raise_for_status()
    return etree.fromstring(resp.content)


def fetch_circulars(cfg):
    resp = requests.get(cfg.server + "/circulars.xml", timeout=30)
    root = DefusedET.fromstring(resp.content)
    return [(c.get("date"), c.findtext("title")) for c in root.iter("circular")]


def fetch_circuit_state(cfg, circuit):
    resp = requests.get(f"{cfg.server}/api/circuits/{int(circuit)}/state.yaml", headers={"X-Api-Key": cfg.api_key}, timeout=30)
    resp.raise_for_status()
    return yaml.unsafe_load(resp.text)


def packets(manifest):
    for p in manifest.iter("packet"):
        yield {
            "id": p.get("id"),
            "owner": p.get("owner"),
            "owner_name": p.findtext("owner-name", ""),
            "address": p.findtext("address", ""),
            "country": p.get("country", ""),
            "value": float(p.get("value", 0)),
            "element": p,
        }
