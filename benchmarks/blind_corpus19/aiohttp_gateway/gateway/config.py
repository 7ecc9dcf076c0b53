import os
from dataclasses import dataclass, field

import yaml


@dataclass
class GatewayConfig:
    upstreams: dict = field(default_factory=dict)
    image_hosts: frozenset = frozenset()
    oauth_clients: dict = field(default_factory=dict)
    upstream_token: str = ""


def load(path=None):
    path = path or os.environ.get("GATEWAY_CONFIG", "/etc/gateway/gateway.yaml")
    with open(path, encoding="utf-8") as fh:
        raw = yaml.safe_load(fh) or {}
    return GatewayConfig(
        upstreams=raw.get("upstreams", {}),
        image_hosts=frozenset(raw.get("image_hosts", [])),
        oauth_clients=raw.get("oauth_clients", {}),
        upstream_token=os.environ.get("GATEWAY_UPSTREAM_TOKEN", ""),
    )
