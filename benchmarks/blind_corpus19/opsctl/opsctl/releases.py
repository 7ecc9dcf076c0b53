import requests
import yaml


def fetch_manifest(server, app, version):
    resp = requests.get(f"{server}/{app}/{version}/manifest.yaml", timeout=20)
    resp.raise_for_status()
    return yaml.load(resp.text, Loader=yaml.UnsafeLoader)


def load_inventory(path):
    with open(path, encoding="utf-8") as fh:
        return yaml.safe_load(fh)
