import configparser
import os
from dataclasses import dataclass

import keyring

DEFAULT_INI = os.path.expanduser("~/.herbarium_sync.ini")


@dataclass
class Config:
    portal_url: str
    dataset: str
    db_path: str
    image_dir: str
    cache_dir: str
    ldap_url: str
    token: str


def load(path=DEFAULT_INI):
    cp = configparser.ConfigParser()
    cp.read(path)
    portal = cp.get("portal", "url", fallback="https://portal.regional-biodiversity.example/api/v2")
    return Config(
        portal_url=portal,
        dataset=cp.get("portal", "dataset", fallback="ashcombe-herbarium"),
        db_path=cp.get("local", "db", fallback=os.path.expanduser("~/herbarium/catalogue.db")),
        image_dir=cp.get("local", "images", fallback=os.path.expanduser("~/herbarium/images")),
        cache_dir=cp.get("local", "cache", fallback=os.path.expanduser("~/.cache/herbarium_sync")),
        ldap_url=cp.get("directory", "url", fallback="ldaps://ldap.ashcombe.ac.example"),
        token=keyring.get_password("herbarium_sync", portal) or "",
    )
