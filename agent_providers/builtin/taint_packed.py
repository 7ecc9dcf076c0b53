"""Where a taint project holds its module analyses: most of them encoded, the few in use decoded.

Owns the memory a whole project's analyses take. Every module's analysis is kept to the end of a
run (importers ask for its summaries; verdicts read its sink sites), and decoded they grew with
the project: 23 MB of Django's audit, the largest part of the largest process. An analysis made
elsewhere (a helper process, `taint_parallel`) arrives encoded, a pickle zlib-compressed at its
fastest level (3.3 MB for the 2,817 modules of Django's sdist, 12 MB as bare pickles), and is
kept so. It is decoded when asked for, and the last `DECODED` decoded ones are held, so a step
that reads a few modules (a verdict, a question from an importer) decodes each once. An analysis
made in this process is held as it is: the analysis under way may hold it anyway.

Decoding gives an equal analysis, not the same object, so nothing may rely on an analysis's
identity across two lookups: identity-keyed caches (`Project.answer_digest`) hold what they key.
"""

from __future__ import annotations

import pickle
import zlib
from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from twokey.kernel.contentstore import RunNotes

if TYPE_CHECKING:
    from agent_providers.builtin.taint_module import ModuleResult
    from tickets.models import Finding

DECODED = 64  # decoded analyses held: a component's worth of importers asking, without decoding again


class Packed(bytes):
    """One module's analysis, encoded (`packed`), as a helper process sent it."""


class Analyses:
    """path -> the module's analysis (or why it has none), as a dict reads, with encoded ones decoded
    when read."""

    def __init__(self) -> None:
        self._held: dict[str, ModuleResult | str | Packed] = {}
        self._decoded = RunNotes(maxsize=DECODED)
        self.decodes = 0  # how many times an encoded analysis was decoded (a measure of the cache's fit)

    def __contains__(self, path: object) -> bool:
        return path in self._held

    def __len__(self) -> int:
        return len(self._held)

    def __iter__(self) -> Iterator[str]:
        return iter(self._held)

    def __getitem__(self, path: str) -> ModuleResult | str:
        held = self._held[path]
        if not isinstance(held, Packed):
            return held
        decoded: ModuleResult | None = self._decoded.get(path)
        if decoded is None:
            decoded = decode(held)
            self._decoded.put(path, decoded)
            self.decodes += 1
        return decoded

    def get(self, path: str) -> ModuleResult | str | None:
        return self[path] if path in self._held else None

    def __setitem__(self, path: str, analysis: ModuleResult | str | Packed) -> None:
        self._held[path] = analysis
        self._decoded.drop(path)

    def encoded(self, path: str) -> ModuleResult | str | Packed:
        """PATH's analysis as held: to send to another process without decoding it first."""
        return self._held[path]


def encode(value: Any) -> bytes:
    """VALUE pickled and zlib-compressed at the fastest level: how analyses, findings and kept entries travel."""
    return zlib.compress(pickle.dumps(value, protocol=pickle.HIGHEST_PROTOCOL), 1)


def decode(data: bytes) -> Any:
    return pickle.loads(zlib.decompress(data))


def packed(analysis: ModuleResult | str | Packed) -> ModuleResult | str | Packed:
    """ANALYSIS encoded for sending and keeping (why a module has none stays as it is)."""
    if isinstance(analysis, (str, Packed)):
        return analysis
    return Packed(encode(analysis))


def encoded_findings(findings: list[Finding]) -> bytes:
    """A module's findings rendered by a helper process, encoded until the module is raised: a project's
    findings are kept from when the helpers make them to when the rounds reach each file."""
    return encode(findings)


def decoded_findings(encoded: bytes) -> list[Finding]:
    findings: list[Finding] = decode(encoded)
    return findings
