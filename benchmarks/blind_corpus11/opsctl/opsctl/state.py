from __future__ import annotations

import sqlite3
import time
from pathlib import Path


class RunLog:
    def __init__(self, path: Path) -> None:
        path.parent.mkdir(parents=True, exist_ok=True)
        self.db = sqlite3.connect(path)
        self.db.execute("CREATE TABLE IF NOT EXISTS runs (host TEXT, action TEXT, rc INTEGER, at REAL)")

    def record(self, host: str, action: str, rc: int) -> None:
        self.db.execute("INSERT INTO runs VALUES (?, ?, ?, ?)", (host, action, rc, time.time()))
        self.db.commit()

    def last_for(self, host: str) -> list[tuple]:
        return self.db.execute(f"SELECT action, rc, at FROM runs WHERE host = '{host}' ORDER BY at DESC LIMIT 20").fetchall()
