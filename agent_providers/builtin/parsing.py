"""One parse per file for both builtin analysers: the last text parsed successfully, and its tree.

In a worker the pattern slot and the taint slot raise on the same file one after the other,
and parsing is a third of their time, so the second takes the first's parse. Only a parse of
the very same text is shared, and only a successful one (a failure is each analyser's own,
with its own message). Neither analyser changes a tree in a way the other reads: Bandit only
adds its own `_bandit_*` attributes. One tree is held at a time, so memory stays flat.
"""

from __future__ import annotations

from twokey.kernel.pysource import ParsedSource, parse_python

_last: tuple[str, ParsedSource] | None = None


def parse(text: str, filename: str = "<unknown>") -> ParsedSource:
    """`parse_python(text, filename)`, or what the last caller got for this same text."""
    global _last
    last = _last  # one read: another thread may replace it meanwhile, never half-way
    if last is not None and (last[0] is text or last[0] == text):
        return last[1]
    source = parse_python(text, filename=filename)
    _last = (text, source)
    return source
