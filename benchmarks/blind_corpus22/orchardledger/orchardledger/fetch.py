import json
from urllib.parse import quote
from urllib.request import urlopen

REGISTRY = "https://registry.cidervarieties.example/api/v1/variety/"


def registry_entry(code):
    with urlopen(REGISTRY + quote(code, safe=""), timeout=10) as resp:
        return json.load(resp)


def import_from(source_url):
    with urlopen(source_url, timeout=10) as resp:
        return resp.read()
