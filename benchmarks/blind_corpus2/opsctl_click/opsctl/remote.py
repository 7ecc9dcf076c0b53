import requests
import yaml

from . import config


def fetch_plugin_index(url=config.PLUGIN_INDEX):
    """Download the community plugin index (a YAML list of plugin descriptors)."""
    resp = requests.get(url, headers={"Authorization": f"token {config.GITHUB_TOKEN}"}, timeout=20)
    resp.raise_for_status()
    return yaml.unsafe_load(resp.text)


def fetch_plugin(descriptor):
    resp = requests.get(descriptor["url"], timeout=20)
    resp.raise_for_status()
    return resp.content
