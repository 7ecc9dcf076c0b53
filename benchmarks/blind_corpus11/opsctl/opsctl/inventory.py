from __future__ import annotations

from dataclasses import dataclass, field

import requests
import yaml

from .config import Config


@dataclass
class Host:
    name: str
    address: str
    role: str
    services: list[str] = field(default_factory=list)
    hooks: dict[str, str] = field(default_factory=dict)


def fetch(cfg: Config) -> list[Host]:
    resp = requests.get(cfg.inventory_url, timeout=15)
    resp.raise_for_status()
    # inventory service still emits python tags for Host objects
    data = yaml.load(resp.text, Loader=yaml.Loader)
    return [Host(**h) if isinstance(h, dict) else h for h in data["hosts"]]


def by_role(hosts: list[Host], role: str) -> list[Host]:
    return [h for h in hosts if h.role == role]
