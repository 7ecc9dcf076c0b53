"""The ledger beside the backlog: findings that did not become tickets, indexed and kept compact.

Owns `ledger.jsonl` (one redacted JSON entry per line, appended) and `ledger.meta.json` (per
repository, the last commit an audit finished on). The file is read once per backlog object
into an index by fingerprint, so a lookup never rescans it; compaction drops only entries a
newer one supersedes, and rewrites the file atomically. Callers hold the backlog lock for
every write; nothing here takes it.
"""

from __future__ import annotations

import json
import os
from datetime import datetime
from pathlib import Path

from pydantic import Field, ValidationError

from tickets.models import Contract
from tickets.records import LedgerEntry
from twokey.kernel.atomic import atomic_write

LEDGER_NAME = "ledger.jsonl"
META_NAME = "ledger.meta.json"
# Compact once superseded lines outnumber a quarter of the kept ones (and a few more).
_SLACK_RATIO, _SLACK_LINES = 0.25, 16


def settles(entry: LedgerEntry) -> bool:
    """A verdict that was actually given on known code: it settles the finding while that code stands."""
    return entry.outcome != "unsupported" and bool(entry.code_digest)


class _Slot:
    """Per fingerprint: the newest entry, and the newest one that settles it (often the same line)."""

    __slots__ = ("newest", "settling")

    def __init__(self) -> None:
        self.newest: tuple[int, str] | None = None  # (line number, raw line)
        self.settling: tuple[int, str, str] | None = None  # (line number, raw line, code digest)


class Ledger:
    """`ledger.jsonl` in DIRECTORY: appended to, looked up by fingerprint, compacted."""

    def __init__(self, directory: Path) -> None:
        self.path = Path(directory) / LEDGER_NAME
        self._index: dict[str, _Slot] | None = None
        self._stamp: tuple[int, int] | None = None
        self._lines = 0  # lines read, torn ones included: what compaction would shrink

    # --- reading ------------------------------------------------------------------------

    def entry(self, fingerprint: str, code_digest: str) -> LedgerEntry | None:
        """The newest settling verdict on FINGERPRINT, if it was given on exactly this code."""
        if not code_digest:
            return None  # no digest, no proof that the code is unchanged
        slot = self._current().get(fingerprint)
        if slot is None or slot.settling is None or slot.settling[2] != code_digest:
            return None
        return LedgerEntry.model_validate_json(slot.settling[1])

    def entries(self) -> list[LedgerEntry]:
        """Every readable line of the file, oldest first, superseded ones too until compaction drops them."""
        entries = []
        try:
            with open(self.path, encoding="utf-8", errors="replace") as handle:
                for raw in handle:
                    try:
                        entries.append(LedgerEntry.model_validate_json(raw))
                    except ValidationError:
                        continue  # blank, or torn by a killed run
        except FileNotFoundError:
            pass
        return entries

    def _current(self) -> dict[str, _Slot]:
        stamp = _stamp(self.path)
        if self._index is None or stamp != self._stamp:
            self._index, self._lines = _read_index(self.path)
            self._stamp = stamp
        return self._index

    # --- writing (under the backlog lock) -------------------------------------------------

    def append(self, entries: list[LedgerEntry]) -> None:
        """Append ENTRIES (already redacted); compact if superseded lines have piled up."""
        if not entries:
            return
        self._current()
        data = "".join(entry.model_dump_json() + "\n" for entry in entries)
        if _ends_mid_line(self.path):
            data = "\n" + data  # a killed run left a torn line; start ours on a fresh one
        descriptor = os.open(self.path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)
        try:
            os.write(descriptor, data.encode("utf-8"))
            os.fsync(descriptor)
        finally:
            os.close(descriptor)
        if self._worth_compacting():
            self.compact()

    def _worth_compacting(self) -> bool:
        index = self._current()
        kept = sum(len(_kept(slot)) for slot in index.values())
        return self._lines - kept > kept * _SLACK_RATIO + _SLACK_LINES

    def compact(self) -> None:
        """Rewrite the file with the kept entries only, in their order, atomically."""
        index = self._current()
        kept = sorted({line for slot in index.values() for line in _kept(slot)})
        atomic_write(self.path, (raw if raw.endswith("\n") else raw + "\n" for _, raw in kept))
        self._index, self._stamp = None, None


def _kept(slot: _Slot) -> set[tuple[int, str]]:
    lines = {slot.newest} if slot.newest else set()
    if slot.settling:
        lines.add(slot.settling[:2])
    return lines


def _read_index(path: Path) -> tuple[dict[str, _Slot], int]:
    """One pass over the file: per fingerprint, its newest and newest settling lines. Torn lines are skipped."""
    index: dict[str, _Slot] = {}
    count = 0
    try:
        handle = open(path, encoding="utf-8", errors="replace")
    except FileNotFoundError:
        return index, 0
    with handle:
        for number, raw in enumerate(handle):
            if not raw.strip():
                continue
            count += 1
            fields = _fields(raw)
            if fields is None:
                continue  # a torn line from a killed run
            fingerprint, digest, outcome = fields
            slot = index.setdefault(fingerprint, _Slot())
            slot.newest = (number, raw)
            if outcome != "unsupported" and digest:
                slot.settling = (number, raw, digest)
    return index, count


def _fields(raw: str) -> tuple[str, str, str] | None:
    # A full validation per line is the cost of a lookup that was linear; validate lazily, on a hit.
    try:
        data = json.loads(raw)
        return str(data["fingerprint"]), str(data.get("code_digest", "")), str(data["outcome"])
    except (ValueError, KeyError, TypeError):
        return None


def _stamp(path: Path) -> tuple[int, int] | None:
    try:
        stat = path.stat()
    except FileNotFoundError:
        return None
    return stat.st_size, stat.st_mtime_ns


def _ends_mid_line(path: Path) -> bool:
    try:
        with open(path, "rb") as handle:
            handle.seek(-1, os.SEEK_END)
            return handle.read(1) != b"\n"
    except (FileNotFoundError, OSError):
        return False  # missing or empty


# --- the metadata: where each repository's last finished audit stood ----------------------------

class AuditMark(Contract):
    """The last audit of one repository that finished (`done`): what an incremental audit starts from."""

    commit: str
    run_id: str
    time: datetime
    config: str  # digest of everything besides the code that decides an audit's result
    revisit: list[str] = Field(default_factory=list)  # files whose outcome depends on more than their own text
    gaps: dict[str, list[str]] = Field(default_factory=dict)  # path -> [kind, reason]: not analysed, and why


class LedgerMeta(Contract):
    version: int = 1
    # repository (its first root commit, the same in every clone), or repository:folder -> its mark
    audits: dict[str, AuditMark] = Field(default_factory=dict)


def mark_key(repository: str, folder: str = "") -> str:
    """Whose mark: the repository's, or one folder's when only that folder is audited (`twokey audit repo/shop`)."""
    return f"{repository}:{folder}" if folder else repository


def read_meta(directory: Path) -> LedgerMeta:
    """The metadata, or an empty one if it is missing or unreadable (then every audit is a full one)."""
    try:
        return LedgerMeta.model_validate_json((Path(directory) / META_NAME).read_text(encoding="utf-8"))
    except (OSError, ValueError, ValidationError):
        return LedgerMeta()


def write_meta(directory: Path, meta: LedgerMeta) -> None:
    atomic_write(Path(directory) / META_NAME, meta.model_dump_json(indent=2) + "\n")
