"""Lines a project has marked as reviewed for one class of finding, read the same way by both slots.

Bandit's `# nosec` (bare, or naming its tests: `# nosec B105`) and the `# noqa: S311` codes of flake8-bandit and
Ruff are a maintainer's recorded decision that the line is not the defect a linter's rule suspects. They are read
only for the classes where the question is what a value is for, which is exactly what such a reviewer answered:
whether a string is a credential (a policy name, a self-test's sample), whether a random value or a digest
protects anything (a cache key, a protocol's fixed digest, a third-party API's salt). A suppression on an injection,
a deserialisation or a path is not read: there the question is who controls the data, and a reviewer looking at
one line (`# nosec B603`: no shell here) may not have followed where its arguments come from.
"""

from __future__ import annotations

import re
from typing import NamedTuple

# The Bandit tests and flake8-bandit/Ruff rules that suspect each class (B105-B107/S105-S107: hard-coded passwords;
# B311/S311: the random module; B303/B324/S303/S324: MD5 and SHA-1).
SUPPRESSED_BY = {
    "hardcoded-secret": frozenset({"B105", "B106", "B107", "S105", "S106", "S107"}),
    "weak-random": frozenset({"B311", "S311"}),
    "weak-hash": frozenset({"B303", "B324", "S303", "S324"}),
}
_NOSEC = re.compile(r"#\s*nosec\b([^#]*)", re.IGNORECASE)
_NOQA = re.compile(r"#\s*noqa\s*:\s*([A-Za-z0-9, ]+)", re.IGNORECASE)
_CODE = re.compile(r"\b[BS]\d{3}\b")


class Reviewed(NamedTuple):
    line: int
    comment: str  # the suppression as written (`# nosec B105`)


def reviewed(lines: list[str], start: int, end: int, category: str) -> Reviewed | None:
    """The first of lines START..END (1-based) that carries a suppression of CATEGORY's rules: a bare `# nosec`, or
    one naming a test of the class, or a `# noqa:` naming one. None for any other class."""
    codes = SUPPRESSED_BY.get(category)
    if codes is None:
        return None
    for number in range(max(start, 1), min(end, len(lines)) + 1):
        text = lines[number - 1]
        nosec = _NOSEC.search(text)
        if nosec is not None:
            named = set(_CODE.findall(nosec.group(1).upper()))
            if not named or named & codes:
                return Reviewed(number, nosec.group(0).strip())
        noqa = _NOQA.search(text)
        if noqa is not None and set(_CODE.findall(noqa.group(1).upper())) & codes:
            return Reviewed(number, noqa.group(0).strip())
    return None


def reason(found: Reviewed, category: str) -> str:
    return (f"Line {found.line} carries `{found.comment}`: the project's maintainers reviewed this line for the "
            f"{category} rule and recorded that it is not that defect (what the value is for is exactly what such a "
            "review decides).")
