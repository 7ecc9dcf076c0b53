"""What one URL path segment can do to a file path.

Owns the rule for a route's one-segment captures: Flask's and Bottle's `<name>` (or `<string:name>`), Django's
`<str:name>`, FastAPI's and Starlette's `{name}`. These frameworks match a route against the request's decoded
path, and such a capture matches no "/", so the value holds none (`route_patterns.ONE_SEGMENT` marks its origin).

Written into a file name beside fixed text (`f"{name}.png"`, `"ext_" + name`), such a value can be neither "."
nor "..": the file it names is in the folder the program chose. In a path that ends in a file name the program
wrote (`os.path.join(root, name, "index.html")`, `send_from_directory(folder, "last-screenshot.png")`), a ".."
climbs one folder per segment, to a file of that fixed name. Either way the client chooses no file of their own.

Not here: a capture Tornado or aiohttp decodes after matching (`%2F` becomes "/" in the value), and Windows'
backslash, which separates folders only there (`ntpath`).
"""

from __future__ import annotations

from agent_providers.builtin.route_patterns import ONE_SEGMENT
from agent_providers.builtin.taint_facts import (
    MEMBER,
    PARAM,
    UNTRUSTED,
    Fact,
    Origin,
    Step,
    cleared_for,
    cleared_origin,
)

TRAVERSAL = "path-traversal"
IN_NAME = ("a route's one-segment capture (it holds no '/') written into a file name beside fixed text, so it can "
           "be neither '.' nor '..'")
FIXED_NAME = ("a route's one-segment capture (it holds no '/') in a path that ends in a file name the program "
              "wrote: a '..' there climbs one folder, to a file of that fixed name")

Piece = str | Fact  # a literal, or the fact of a computed part


def is_segment(origin: Origin) -> bool:
    """ORIGIN is a client's one-segment capture not yet cleared of traversal."""
    return origin.kind == UNTRUSTED and ONE_SEGMENT in origin.cleared and TRAVERSAL not in origin.cleared


def has_segments(fact: Fact) -> bool:
    return any(is_segment(origin) for origin in fact.origins)


# String methods whose result holds no "/" where their receiver held none.
_KEEPING_METHODS = frozenset({"lower", "upper", "strip", "lstrip", "rstrip", "casefold", "title", "capitalize",
                              "swapcase"})


# Calls that put values together as folders and a file, as written: no "..", resolved or decoded.
PATH_JOINS = frozenset({"os.path.join", "posixpath.join", "pathlib.Path", "Path", "pathlib.PurePath",
                        "pathlib.PosixPath"})


def keeps_segments(canon: str | None, method: str | None) -> bool:
    """A call whose result holds each segment as it was given: `str(name)`, `name.lower()`, `os.path.join(root,
    name)` (not `os.path.realpath`, which resolves a ".." before any later text is added)."""
    return canon == "str" or canon in PATH_JOINS or method in _KEEPING_METHODS


def decoded(fact: Fact) -> Fact:
    """FACT, passed through a call that may make a "/" of what was none (`unquote`, `b64decode`, a project
    function): its values are one segment no more."""
    return fact.evolve(origins=frozenset(
        origin._replace(cleared=tuple(c for c in origin.cleared if c != ONE_SEGMENT)) if is_segment(origin)
        else origin for origin in fact.origins))


def fixed_name(text: str | None) -> bool:
    """TEXT, the last part of a path, ends in a file name: neither empty, "." nor ".."."""
    return text is not None and text.rsplit("/", 1)[-1] not in ("", ".", "..")


def bounded(pieces: list[Piece]) -> tuple[frozenset[Origin], str]:
    """The one-segment origins of PIECES (a path written piece by piece, "/" between folders) that cannot lead
    out of the folder the program chose, and why (IN_NAME or FIXED_NAME); none when some piece leaves one open."""
    components: list[tuple[str, list[Fact]]] = [("", [])]
    for piece in pieces:
        if isinstance(piece, str):
            first, *rest = piece.split("/")
            text, facts = components[-1]
            components[-1] = (text + first, facts)
            components.extend((part, []) for part in rest)
        else:
            components[-1][1].append(piece)
    last_text, last_facts = components[-1]
    ends_fixed = len(components) > 1 and not last_facts and fixed_name(last_text)
    safe: set[Origin] = set()
    unsafe: set[Origin] = set()
    for text, facts in components:
        # fixed text other than dots in the same file name: the capture's own text is never the whole name; a
        # value built around it (`"a/" + name`) may hold a "/" of its own, so where the capture lands is unknown
        inert = text.strip(".") != "" and not any(fact.built for fact in facts)
        for fact in facts:
            (safe if ends_fixed or inert else unsafe).update(origin for origin in fact.origins if is_segment(origin))
    return frozenset(safe - unsafe), FIXED_NAME if ends_fixed else IN_NAME


def clear(fact: Fact, origins: frozenset[Origin], step: Step) -> Fact:
    """FACT with ORIGINS cleared of traversal by STEP. When no other untrusted value (nor a caller's) is left in
    it, the whole value is harmless for traversal, and STEP is the sanitiser a refutation quotes."""
    if not origins:
        return fact
    rest = [origin for origin in fact.origins if origin not in origins
            and (origin.kind in (PARAM, MEMBER) or origin.kind == UNTRUSTED and TRAVERSAL not in origin.cleared)]
    if not rest:
        return cleared_for(fact, {TRAVERSAL}, step)
    return fact.evolve(origins=frozenset(cleared_origin(origin, (TRAVERSAL,)) if origin in origins else origin
                                         for origin in fact.origins))
