import os
from dataclasses import dataclass, field

SHARED_SECRET = b"relay-mesh-shared-9f2c41d07b8e"


@dataclass
class MeshConfig:
    listen_host: str = "0.0.0.0"
    listen_port: int = 7400
    admin_port: int = 7480
    log_dir: str = "/var/log/relaymesh"
    spool_dir: str = "/var/spool/relaymesh"
    static_dir: str = os.path.join(os.path.dirname(__file__), "admin", "static")
    inventory_path: str = "/etc/relaymesh/inventory.xml"
    upstream: str = "https://control.relaymesh.example/api"
    peers: dict = field(default_factory=dict)


def load():
    cfg = MeshConfig()
    cfg.listen_port = int(os.environ.get("RELAY_PORT", cfg.listen_port))
    return cfg
