"""Results kept by a hash of what produced them, so unchanged code is never analysed twice.

Owns one SQLite file in twokey's state folder, never in the audited repository. A key must
name every input of its value (callers hash them in); a value is JSON. The store never
decides whether a value is still valid, and a store that cannot be opened or read costs
only speed: it then answers nothing and keeps nothing, and the audit still runs in full.
"""

from __future__ import annotations

import hashlib
import json
import sqlite3
import threading
from collections import OrderedDict
from pathlib import Path
from typing import Any, Protocol

from twokey.kernel.paths import state_home

_SEPARATOR = "\x1f"  # cannot occur in a path, an id or a spec
_FLUSH_EVERY = 64  # rows held before a write: 256 held 1.6 MB of Django's raises at the audit's peak
_CACHE_KIB = 256
_SCHEMA = "CREATE TABLE IF NOT EXISTS results (key TEXT PRIMARY KEY, value TEXT NOT NULL)"


def content_key(*parts: str) -> str:
    """One key over PARTS: a SHA-256, so a key says nothing about the code it names."""
    return hashlib.sha256(_SEPARATOR.join(parts).encode("utf-8")).hexdigest()


def text_id(text: str) -> str:
    """A content id for text that no git object names (worktree files, in-memory views)."""
    return "sha256:" + hashlib.sha256(text.encode("utf-8", "surrogatepass")).hexdigest()


class Memo(Protocol):
    """Where an analyser keeps what it derived from one file's content, keyed by that content."""

    def get(self, key: str) -> Any | None: ...

    def put(self, key: str, value: Any) -> None: ...


class MemoryMemo:
    """A memo for one provider instance's life: what the analysers used before any store existed."""

    def __init__(self) -> None:
        self.values: dict[str, Any] = {}

    def get(self, key: str) -> Any | None:
        return self.values.get(key)

    def put(self, key: str, value: Any) -> None:
        self.values[key] = value


class RunNotes:
    """A memo for one run only, of any value, never written anywhere; the oldest entries go past MAXSIZE."""

    def __init__(self, maxsize: int = 128) -> None:
        self.values: OrderedDict[str, Any] = OrderedDict()
        self.maxsize = maxsize
        self._lock = threading.Lock()

    def get(self, key: str) -> Any | None:
        with self._lock:
            if key in self.values:
                self.values.move_to_end(key)
            return self.values.get(key)

    def put(self, key: str, value: Any) -> None:
        with self._lock:
            self.values[key] = value
            self.values.move_to_end(key)
            while len(self.values) > self.maxsize:
                self.values.popitem(last=False)

    def drop(self, key: str) -> None:
        with self._lock:
            self.values.pop(key, None)


def default_store_path() -> Path:
    return state_home() / "cache" / "results.sqlite3"


class ContentStore:
    """A key -> JSON table in SQLite, safe to share between threads of one process and between processes."""

    def __init__(self, path: Path | None = None) -> None:
        self.path = path or default_store_path()
        self._lock = threading.Lock()
        self._pending: dict[str, str] = {}
        self.problem = ""
        self._db = self._open()

    def _open(self) -> sqlite3.Connection | None:
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            db = sqlite3.connect(self.path, timeout=30, check_same_thread=False, isolation_level=None)
            db.execute("PRAGMA journal_mode=WAL")  # readers never block the one writer, across processes
            db.execute("PRAGMA synchronous=NORMAL")  # a lost cache entry costs a recomputation, nothing more
            # Rows are written once and read by key: a small page cache serves that (the default, 2 MB, is
            # held in full by the end of a large audit, whose process is the largest of the run).
            db.execute(f"PRAGMA cache_size=-{_CACHE_KIB}")
            db.execute(_SCHEMA)
            return db
        except (OSError, sqlite3.Error) as error:
            # Kept for this run only: its own turns still share what they derive, nothing reaches the next run.
            self.problem = (f"result store {self.path} cannot be used ({error}); this run keeps its results in "
                            "memory, so the next run reuses nothing")
            db = sqlite3.connect(":memory:", check_same_thread=False, isolation_level=None)
            db.execute(_SCHEMA)
            return db

    def get(self, key: str) -> Any | None:
        with self._lock:
            raw = self._pending.get(key)
            if raw is None and self._db is not None:
                raw = self._read(key)
        return None if raw is None else json.loads(raw)

    def _read(self, key: str) -> str | None:
        if self._db is None:
            return None
        try:
            row = self._db.execute("SELECT value FROM results WHERE key = ?", (key,)).fetchone()
        except sqlite3.Error as error:
            self._give_up(error)
            return None
        return row[0] if row else None

    def put(self, key: str, value: Any) -> None:
        """Keep VALUE under KEY; written on the next `flush` (the end of a step), not one row at a time."""
        raw = json.dumps(value, separators=(",", ":"), sort_keys=True)
        with self._lock:
            self._pending[key] = raw
            full = len(self._pending) >= _FLUSH_EVERY
        if full:
            self.flush()  # keeps memory flat however many files one step covers

    def flush(self) -> None:
        with self._lock:
            pending, self._pending = self._pending, {}
            if not pending or self._db is None:
                return
            try:
                with self._db:
                    self._db.execute("BEGIN IMMEDIATE")
                    self._db.executemany("INSERT OR REPLACE INTO results (key, value) VALUES (?, ?)",
                                         pending.items())
            except sqlite3.Error as error:
                self._give_up(error)

    def _give_up(self, error: sqlite3.Error) -> None:
        self.problem = f"result store {self.path} failed ({error}); nothing more is reused or kept this run"
        self._db = None

    def close(self) -> None:
        self.flush()
        with self._lock:
            if self._db is not None:
                self._db.close()
                self._db = None


class ScopedMemo:
    """The part of a store one analyser writes to: its keys are prefixed, so no two namespaces meet."""

    def __init__(self, store: ContentStore | MemoryMemo, prefix: str) -> None:
        self.store, self.prefix = store, prefix

    def get(self, key: str) -> Any | None:
        return self.store.get(content_key(self.prefix, key))

    def put(self, key: str, value: Any) -> None:
        self.store.put(content_key(self.prefix, key), value)
