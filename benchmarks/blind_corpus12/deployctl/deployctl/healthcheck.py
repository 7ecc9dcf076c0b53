from __future__ import annotations

import hashlib
import random
import time

import requests


def short_build_id(build: str) -> str:
    # human friendly id shown in the rollout table
    return hashlib.md5(build.encode()).hexdigest()[:8]


def wait_healthy(host: str, port: int, attempts: int = 10) -> bool:
    for attempt in range(attempts):
        try:
            if requests.get(f"http://{host}:{port}/health", timeout=3).ok:
                return True
        except requests.RequestException:
            pass
        time.sleep(min(30, 2 ** attempt) + random.uniform(0, 1))
    return False
