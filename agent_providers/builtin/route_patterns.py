"""What a web route's URL pattern lets a captured value hold.

Owns reading route registrations out of a module's text, and what each capture of a registered pattern can
hold. A registration is a URL pattern written next to the handler it routes to: a Tornado or Django table entry
(`(r"/rooms/([a-z0-9_-]+)", RoomHandler)`, `re_path(r"^(?P<slug>[-\\w]+)/$", views.detail)`), an aiohttp,
Starlette or Falcon route (`add_get("/img/{image_id:[0-9a-f]{32}}", transform.resize)`,
`add_route("/items/{id:int}", Items())`), Flask's `add_url_rule("/t/<int:ticket_id>", view_func=View.as_view(...))`
or Django's `path("<slug:slug>/", views.detail)`. The framework calls the handler only for a URL the pattern
matches, so a capture whose characters are all harmless for a category (letters, digits, `_`, `-` in a shell
command, an HTML page or a file name) cannot carry an injection of that category, whoever sent it.

Works on text, not on the modules' analyses: the table often sits in a module that imports the handlers, and
reading it must not wait for their analysis (see `Project.routes`). Patterns are read with the standard
library's own regular-expression parser; a pattern it cannot read clears nothing.
"""

from __future__ import annotations

import ast
import re
import string
from typing import Any, NamedTuple

try:  # the standard library's parser of regular expressions (`sre_parse` before Python 3.11)
    import re._constants as _sre
    import re._parser as _sre_parse
except ImportError:  # pragma: no cover - a later Python that moves it: no pattern clears anything
    _sre = _sre_parse = None  # type: ignore[assignment]

CaptureKey = str | int  # a named group's name, or a positional group's index (0 first)

_WORD = frozenset(string.ascii_letters + string.digits + "_")
# Per category, the characters a value may hold and still carry nothing of an injection there: no quote, no
# markup, no shell metacharacter, no separator of a path or a URL's authority. Letters beyond ASCII (what `\w`
# matches) are letters everywhere.
HARMLESS: dict[str, frozenset[str]] = {
    "xss": _WORD | frozenset("-._~,/@%+"),
    "sql-injection": _WORD | frozenset("."),
    "command-injection": _WORD | frozenset("-._,:@%+=/"),
    "path-traversal": _WORD | frozenset("-._~,@%+"),  # and never `.` or `..` alone (see `_cleared`)
    "open-redirect": _WORD | frozenset("-._~"),
    "ldap-injection": _WORD | frozenset("-._~@"),
    "xpath-injection": _WORD | frozenset("-._~@"),
}
# Converters a framework checks a capture with before the handler runs, as the patterns they stand for:
# Flask, Django, Falcon and Starlette share these names.
# A pseudo-category a capture is cleared for when it holds no "/": Flask's, Bottle's and Django's default
# converter, matched against the decoded path (see taint_segments). Tornado's and aiohttp's regular expressions and
# braces are not: those frameworks decode a capture after matching it, so `%2F` arrives as "/".
ONE_SEGMENT = "one-path-segment"
# Converters that match one segment of any text (Werkzeug's "string", its alias "default"; Django's "str").
SEGMENT_CONVERTERS = frozenset({"", "string", "default", "str"})
CONVERTERS = {"int": r"\d+", "float": r"\d+(?:\.\d+)?", "uuid": r"[0-9a-fA-F]{8}-[0-9a-fA-F-]{27}",
              "slug": r"[-a-zA-Z0-9_]+"}


class Registration(NamedTuple):
    """One route: the handler's last name, the line of its pattern, and what each capture cannot harm."""

    handler: str
    line: int
    cleared: tuple[tuple[CaptureKey, tuple[str, ...]], ...]  # (capture, categories it is harmless for)
    open: tuple[CaptureKey, ...] = ()  # captures that may hold anything harmful (`(.*)`, `{name}`)


_STRING = r"""(?:[rRuU]{0,2})(?:"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*')"""
_DOTTED = r"[A-Za-z_]\w*(?:\s*\.\s*[A-Za-z_]\w*)*"
_ARGS = r"\((?:[^()]|\([^()]*\))*\)"
# A pattern string, an optional endpoint name (Flask), then the handler: a name, `View.as_view(...)`, or an
# instance of a resource class (Falcon), closed by the next argument or the end of the entry.
_ENTRY = re.compile(rf"({_STRING})\s*,\s*(?:{_STRING}\s*,\s*)?(?:view_func\s*=\s*)?({_DOTTED})\s*"
                    rf"(?:\.\s*as_view\s*{_ARGS}|{_ARGS})?\s*[,)\]]")
_BRACE = re.compile(r"\{([A-Za-z_]\w*)(?::((?:[^{}]|\{[^{}]*\})*))?\}")
_ANGLE = re.compile(r"(?<!\?P)<(?:(\w+)(?:\([^)]*\))?:)?(\w+)(?::(\w+)(?::([^>]*))?)?>")
_HINT = re.compile(r"[({<]")


def registrations(text: str) -> list[Registration]:
    """The routes TEXT registers with at least one capture (a route without one hands its handler nothing)."""
    if not _HINT.search(text):
        return []
    found = []
    for match in _ENTRY.finditer(text):
        try:
            pattern = ast.literal_eval(match.group(1))
        except (ValueError, SyntaxError):
            continue
        if not isinstance(pattern, str) or not _HINT.search(pattern):
            continue
        found_captures = captures(pattern)
        cleared = tuple((key, categories) for key, categories in found_captures.items() if categories)
        unbounded = tuple(key for key, categories in found_captures.items() if not categories)
        if found_captures:
            names = re.split(r"\s*\.\s*", match.group(2))
            handler = names[-2] if names[-1] == "as_view" and len(names) > 1 else names[-1]
            found.append(Registration(handler, text.count("\n", 0, match.start()) + 1, cleared, unbounded))
    return found


def captures(pattern: str) -> dict[CaptureKey, tuple[str, ...]]:
    """Each capture of PATTERN -> the categories no value it matches can harm (empty: any value may)."""
    if _BRACE.search(pattern):  # aiohttp, Starlette, Falcon, Pyramid: `{name}` or `{name:regex-or-converter}`
        return {m.group(1): _cleared(_spec(m.group(2))) for m in _BRACE.finditer(pattern)}
    if _ANGLE.search(pattern):  # Flask and Django `<converter:name>`, Bottle `<name:re:regex>` or `<name:int>`
        out: dict[CaptureKey, tuple[str, ...]] = {}
        for m in _ANGLE.finditer(pattern):
            if m.group(3) is not None:  # Bottle: the name first
                spec = m.group(4) if m.group(3) == "re" else CONVERTERS.get(m.group(3))
                out[m.group(2)] = _cleared(spec)
            else:
                out[m.group(2)] = _cleared(CONVERTERS.get(m.group(1) or ""))
            if (m.group(1) or "") in SEGMENT_CONVERTERS and m.group(3) is None:
                out[m.group(2)] = (*out[m.group(2)], ONE_SEGMENT)
        return out
    return _regex_captures(pattern)  # Tornado, Django's re_path and url: the groups of a regular expression


def _spec(spec: str | None) -> str | None:
    """The regular expression a brace capture's SPEC stands for: a converter's, its own, or None (any segment)."""
    if spec is None or spec in ("str", "path"):
        return None
    return CONVERTERS.get(spec, None if spec.isidentifier() else spec)


def _regex_captures(pattern: str) -> dict[CaptureKey, tuple[str, ...]]:
    parsed = _parse(pattern)
    if parsed is None:
        return {}
    groups: dict[int, list] = {}
    _collect_groups(list(parsed), groups)
    names = {number: name for name, number in parsed.state.groupdict.items()}
    if names:  # named groups arrive by name; the positional ones are dropped (Django) or absent
        return {names[number]: _cleared_items(items) for number, items in groups.items() if number in names}
    return {index: _cleared_items(groups[number]) for index, number in enumerate(sorted(groups))}


def _parse(pattern: str) -> Any:
    if _sre_parse is None:
        return None
    try:
        return _sre_parse.parse(pattern)
    except (re.error, TypeError, ValueError, OverflowError, RecursionError):
        return None


def _collect_groups(items: list, groups: dict[int, list]) -> None:
    for op, av in items:
        if op is _sre.SUBPATTERN:
            if av[0] is not None:
                groups[av[0]] = list(av[3])
            _collect_groups(list(av[3]), groups)
        elif op in (_sre.MAX_REPEAT, _sre.MIN_REPEAT, _sre.POSSESSIVE_REPEAT):
            _collect_groups(list(av[2]), groups)
        elif op is _sre.BRANCH:
            for branch in av[1]:
                _collect_groups(list(branch), groups)
        elif op is _sre.ATOMIC_GROUP:
            _collect_groups(list(av), groups)


def _cleared(regex: str | None) -> tuple[str, ...]:
    parsed = _parse(regex) if regex is not None else None
    return _cleared_items(list(parsed)) if parsed is not None else ()


def _cleared_items(items: list) -> tuple[str, ...]:
    """The categories no text the parsed ITEMS match can harm."""
    chars = _alphabet(items)
    if chars is None:
        return ()
    cleared = [category for category, harmless in HARMLESS.items() if chars <= harmless]
    if "path-traversal" in cleared and "." in chars and not _needs_other_than_dots(items):
        cleared.remove("path-traversal")  # `.` or `..` alone names the folder itself or its parent
    return tuple(cleared)


_CATEGORIES = {"CATEGORY_DIGIT": frozenset(string.digits), "CATEGORY_WORD": _WORD,
               "CATEGORY_SPACE": frozenset(" \t\n\r\f\v")}
_WIDEST_RANGE = 128  # a range wider than this (`[\x00-\uffff]`) is as good as any character


def _alphabet(items: list) -> frozenset[str] | None:
    """Every character ITEMS can match, or None when that is unbounded (`.`, `[^/]`, `\\S`)."""
    chars: set[str] = set()
    for op, av in items:
        if op is _sre.LITERAL:
            chars.add(chr(av))
        elif op is _sre.IN:
            for inner_op, inner_av in av:
                if inner_op is _sre.LITERAL:
                    chars.add(chr(inner_av))
                elif inner_op is _sre.RANGE and inner_av[1] - inner_av[0] <= _WIDEST_RANGE:
                    chars.update(chr(code) for code in range(inner_av[0], inner_av[1] + 1))
                elif inner_op is _sre.CATEGORY and str(inner_av) in _CATEGORIES:
                    chars.update(_CATEGORIES[str(inner_av)])
                else:
                    return None  # a negation, a wide range, a negated category
        elif op in (_sre.MAX_REPEAT, _sre.MIN_REPEAT, _sre.POSSESSIVE_REPEAT) or op is _sre.SUBPATTERN \
                or op is _sre.BRANCH or op is _sre.ATOMIC_GROUP:
            parts = [av[2]] if op in (_sre.MAX_REPEAT, _sre.MIN_REPEAT, _sre.POSSESSIVE_REPEAT) \
                else [av[3]] if op is _sre.SUBPATTERN else av[1] if op is _sre.BRANCH else [av]
            for part in parts:
                inner = _alphabet(list(part))
                if inner is None:
                    return None
                chars.update(inner)
        elif op is _sre.AT:
            continue  # `^`, `$`, `\b`: positions, no character
        else:
            return None
    return frozenset(chars)


def _needs_other_than_dots(items: list) -> bool:
    """ITEMS match nothing made of dots alone: some part that must appear matches no `.`."""
    for op, av in items:
        if op is _sre.LITERAL and chr(av) != ".":
            return True
        if op is _sre.IN and "." not in (_alphabet([(op, av)]) or {"."}):
            return True
        if op in (_sre.MAX_REPEAT, _sre.POSSESSIVE_REPEAT, _sre.MIN_REPEAT) and av[0] >= 1 \
                and _needs_other_than_dots(list(av[2])):
            return True
        if op is _sre.SUBPATTERN and _needs_other_than_dots(list(av[3])):
            return True
    return False
