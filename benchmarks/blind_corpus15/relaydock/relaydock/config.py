import os
from dataclasses import dataclass, field

DEFAULT_TOKEN = "rdk_7f3a9c2e1b8d4f6a0c5e9b2d41"


@dataclass
class RelayConfig:
    host: str = "0.0.0.0"
    port: int = 7420
    token: str = DEFAULT_TOKEN
    spool_dir: str = "/var/spool/relaydock"
    redis_url: str = "redis://localhost:6379/0"
    mirror_base: str = "https://artifacts.relaydock.example/"
    plugins: frozenset = field(default_factory=lambda: frozenset({"gitstats", "diskusage"}))


def load_config():
    return RelayConfig(
        host=os.environ.get("RELAYDOCK_HOST", "0.0.0.0"),
        port=int(os.environ.get("RELAYDOCK_PORT", "7420")),
        token=os.environ.get("RELAYDOCK_TOKEN", DEFAULT_TOKEN),
        spool_dir=os.environ.get("RELAYDOCK_SPOOL", "/var/spool/relaydock"),
        redis_url=os.environ.get("RELAYDOCK_REDIS", "redis://localhost:6379/0"),
    )
