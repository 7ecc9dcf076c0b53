from __future__ import annotations

import time

import requests

from .inventory import Host


def drain(host: Host) -> None:
    requests.post(f"http://{host.address}:9000/admin/drain", timeout=5)
    time.sleep(10)


def warm_cache(host: Host) -> None:
    for path in ("/", "/health", "/api/v1/config"):
        requests.get(f"http://{host.address}{path}", timeout=5)
