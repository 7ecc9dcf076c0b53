"""On-disk tile cache (uses PEP 695 syntax, Python 3.12+)."""
import hashlib
import os
import time
from collections import OrderedDict
from dataclasses import dataclass

type TileKey = tuple[str, int, int, int]
type Blob = bytes


@dataclass(slots=True)
class Entry[V]:
    value: V
    stored_at: float


class MemoryLRU[K, V]:
    def __init__(self, capacity: int = 512) -> None:
        self.capacity = capacity
        self._data: OrderedDict[K, Entry[V]] = OrderedDict()

    def get(self, key: K) -> V | None:
        entry = self._data.get(key)
        if entry is None:
            return None
        self._data.move_to_end(key)
        return entry.value

    def put(self, key: K, value: V) -> None:
        self._data[key] = Entry(value, time.time())
        self._data.move_to_end(key)
        while len(self._data) > self.capacity:
            self._data.popitem(last=False)


def url_cache_name(url: str) -> str:
    return hashlib.md5(url.encode("utf-8")).hexdigest()


class DiskCache:
    def __init__(self, root: str) -> None:
        self.root = root
        self.memory: MemoryLRU[TileKey, Blob] = MemoryLRU()

    def _path(self, key: TileKey) -> str:
        layer, z, x, y = key
        return os.path.join(self.root, layer, str(z), str(x), f"{y}.tile")

    def read(self, key: TileKey) -> Blob | None:
        if (hit := self.memory.get(key)) is not None:
            return hit
        try:
            with open(self._path(key), "rb") as fh:
                blob = fh.read()
        except FileNotFoundError:
            return None
        self.memory.put(key, blob)
        return blob

    def write(self, key: TileKey, blob: Blob) -> None:
        path = self._path(key)
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "wb") as fh:
            fh.write(blob)
        self.memory.put(key, blob)

    def stats(self) -> dict[str, int]:
        return {"memory_entries": len(self.memory._data), "pid": os.getpid()}
