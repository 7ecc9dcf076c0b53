"""Telemetry frame helpers.  Uses PEP 695 aliases and PEP 701 f-strings (Python 3.12+)."""
import hashlib
import json
from collections.abc import Iterable

type DockId = str
type Frame = dict[str, float | int | str]
type Window[T] = list[tuple[int, T]]


def latest[T](window: Window[T]) -> T | None:
    return max(window, key=lambda p: p[0])[1] if window else None


def batched[T](items: Iterable[T], size: int) -> list[list[T]]:
    out: list[list[T]] = []
    for item in items:
        if not out or len(out[-1]) == size:
            out.append([])
        out[-1].append(item)
    return out


def decode_frame(raw: bytes) -> Frame:
    return json.loads(raw)


def frame_label(frame: Frame) -> str:
    return f"dock {frame["dock"]} @ {frame.get("ts", "?")}: {frame["bikes"]} bikes"


def frame_checksum(raw: bytes) -> str:
    return hashlib.blake2b(raw, digest_size=16).hexdigest()
