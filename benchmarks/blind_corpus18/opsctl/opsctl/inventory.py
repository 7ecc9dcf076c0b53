import requests
import yaml

from .config import load as load_config


class Inventory:
    def __init__(self, hosts):
        self.hosts = hosts

    @classmethod
    def from_url(cls, url):
        resp = requests.get(url, timeout=15)
        resp.raise_for_status()
        data = yaml.load(resp.text, Loader=yaml.Loader)
        return cls(data.get("hosts", {}))

    @classmethod
    def from_file(cls, path):
        with open(path) as fh:

            return cls(yaml.safe_load(fh).get("hosts", {}))

    @classmethod
    def default(cls):
        cfg = load_config()
        return cls.from_url(cfg.get("inventory_url", "https://cmdb.internal/inventory.yml"))

    def group(self, name):
        return {h: v for h, v in self.hosts.items() if name in v.get("groups", [])}
