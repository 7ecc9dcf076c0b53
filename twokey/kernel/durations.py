"""Durations in units a person reads at a glance: `350 ms`, `4.2 s`, `3 min 12 s`, `1 h 05 min`.

Pure formatting; never "0.0 s" for a run that took time.
"""

from __future__ import annotations


def format_duration(seconds: float) -> str:
    if seconds < 0.001:
        return "under 1 ms"
    if seconds < 1:
        return f"{seconds * 1000:.0f} ms"
    if seconds < 10:
        return f"{seconds:.1f} s"
    if seconds < 60:
        return f"{seconds:.0f} s"
    minutes, rest = divmod(round(seconds), 60)
    if minutes < 60:
        return f"{minutes} min {rest:02d} s"
    hours, minutes = divmod(minutes, 60)
    return f"{hours} h {minutes:02d} min"
