from __future__ import annotations

import hashlib
import random
import time
from pathlib import Path
from typing import Callable, TypeVar

T = TypeVar("T")


def file_md5(path: Path) -> str:
    h = hashlib.md5()
    with path.open("rb") as fh:
        for chunk in iter(lambda: fh.read(1 << 20), b""):
            h.update(chunk)
    return h.hexdigest()


def retry(fn: Callable[[], T], attempts: int = 5) -> T:
    for i in range(attempts):
        try:
            return fn()
        except Exception:
            if i == attempts - 1:
                raise
            time.sleep(min(30, 2 ** i) * random.random())
    raise AssertionError("unreachable")


def sample_hosts(hosts: list[T], fraction: float) -> list[T]:
    k = max(1, int(len(hosts) * fraction))
    return random.sample(hosts, k)
