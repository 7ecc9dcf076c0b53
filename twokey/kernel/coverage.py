"""Why a file under the include globs was not analysed: the closed set of reasons, and one skipped file.

A run's coverage is stated in these terms everywhere (summary, JSON, SARIF, Prefect artifact,
event log), so no view can invent a reason or drop one. Pure data: nothing here reads a file.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class SkipKind(StrEnum):
    BINARY = "binary"
    TOO_LARGE = "too-large"
    UNDECODABLE = "undecodable"
    UNPARSEABLE = "unparseable"
    SECRET = "secret"
    SYMLINK = "symlink"
    SUBMODULE = "submodule"
    NOT_ANALYSED = "not-analysed"  # a slot said it could not analyse the file, for its own reason


@dataclass(frozen=True)
class SkippedFile:
    path: str
    reason: str  # one line, for people
    kind: SkipKind = SkipKind.NOT_ANALYSED
