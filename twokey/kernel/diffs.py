"""The one unified-diff reader: which files a diff touches, on which lines, and by how much.

Pure text functions. Nothing here applies a diff; `git apply` does that, after the seal is checked.
"""

from __future__ import annotations

import re


def changed_lines(diff: str) -> dict[str, set[int]]:
    """New-side line numbers each file's hunks touch (a pure deletion touches the line it left)."""
    lines: dict[str, set[int]] = {}
    current = None
    for line in diff.splitlines():
        if line.startswith("+++ "):
            current = line[6:] if line.startswith("+++ b/") else None
        elif line.startswith("@@") and current is not None:
            match = re.match(r"@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@", line)
            if match:
                start, count = int(match[1]), int(match[2] if match[2] is not None else 1)
                lines.setdefault(current, set()).update(range(start, start + max(count, 1)))
    return lines


def diff_stat(diff: str) -> str:
    """`path +added -removed` per file, for a person's one-line summary of a change."""
    files: dict[str, list[int]] = {}
    current = None
    for line in diff.splitlines():
        if line.startswith("+++ "):
            current = line[6:] if line.startswith("+++ b/") else line[4:]
            files[current] = [0, 0]
        elif current and line.startswith("+") and not line.startswith("+++"):
            files[current][0] += 1
        elif current and line.startswith("-") and not line.startswith("---"):
            files[current][1] += 1
    return "; ".join(f"{path} +{added} -{removed}" for path, (added, removed) in files.items()) or "no change"


def patch_paths(diff: str) -> list[str]:
    """The new-side paths a unified diff writes."""
    return [line[6:].strip() for line in diff.splitlines() if line.startswith("+++ b/")]
