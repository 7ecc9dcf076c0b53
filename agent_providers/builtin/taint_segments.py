"""What one URL path segment can do to a file path.

Owns the rule for a route's one-segment captures: Flask's and Bottle's `<name>` (or `<string:name>`), Django's
`<str:name>`, FastAPI's and Starlette's `{name}`. These frameworks match a route against the request's decoded
path, and such a capture matches no "/", so the value holds none (`route_patterns.ONE_SEGMENT` marks its origin).

Written into a file name beside fixed text (`f"{name}.png"`, `"ext_" + name`), such a value can be neither "."
nor "..": the file it names is in the folder the program chose (`SEGMENT_IN_NAME`). In a path that ends in a file
name the program wrote (`os.path.join(root, name, "index.html")`, `send_from_directory(folder,
"last-screenshot.png")`), a ".." climbs one folder per segment, to a file of that fixed name (`SEGMENT_CLIMB`):
harmless where the path is only read, still counted where it is written, moved or removed (`shutil.rmtree(
join(root, name, "cache"))` removes a folder beside the root).

A helper that writes its parameter into such a name (`"working-file-%s" % item_id`) says so in its summary, at a
sink (`ParamSink.in_name`) or in what it returns (`Summary.ret_in_name`): a caller passing a capture as it is gets
it cleared there (`passed_in_name`), unless the call spreads its arguments. A slice, a `strip` or a path's `stem`
may cut the fixed text away again (`trimmed`).

A piece of a client's text cut at its dots (`filename.rsplit(".", 1)[-1]`, `name.split(".")[0]`: `DOTLESS`) holds
no ".", though it may hold a "/": after fixed text (`f"{uuid}.{ext}"`, `"." + ext`), every segment it makes is a name
of letters, never "..", and the path does not start with it, so it cannot be absolute (`DOTLESS_AFTER_TEXT`).
First in a path or in a joined argument (`os.path.join(root, ext)`) it may be "/etc/passwd".

A value passed through a call that may make a "/" of what was none (`unquote`, `b64decode`, `replace`,
`os.path.dirname`, a project function) or read for its `.parent` is one segment no more: every clearance of this
module is taken back. Not here: a capture Tornado, aiohttp or Sanic's `unquote=True` routes decode after matching
(`%2F` becomes "/" in the value), and Windows' backslash, which separates folders only there (`ntpath`).
"""

from __future__ import annotations

import ast

from agent_providers.builtin.route_patterns import ONE_SEGMENT
from agent_providers.builtin.taint_facts import (
    DOTLESS,
    MEMBER,
    PARAM,
    PARAM_IN_NAME,
    SEGMENT_CLIMB,
    SEGMENT_IN_NAME,
    UNTRUSTED,
    Fact,
    Origin,
    Step,
    cleared_origin,
)

IN_NAME = ("a route's one-segment capture (it holds no '/') written into a file name beside fixed text, so it can "
           "be neither '.' nor '..'")
FIXED_NAME = ("a route's one-segment capture (it holds no '/') in a path that ends in a file name the program "
              "wrote and is only read: a '..' there climbs one folder, to a file of that fixed name")
DOTLESS_AFTER_TEXT = ("a piece of the client's text cut at its dots (it holds no '.', so no '..') written after "
                      "fixed text, so the path neither climbs nor starts with it")
_OURS = frozenset({ONE_SEGMENT, SEGMENT_IN_NAME, SEGMENT_CLIMB, PARAM_IN_NAME, DOTLESS})

Piece = str | Fact  # a literal, or the fact of a computed part

# String methods whose result holds no "/" where their receiver held none.
_KEEPING_METHODS = frozenset({"lower", "upper", "strip", "lstrip", "rstrip", "casefold", "title", "capitalize",
                              "swapcase"})
# Of those, the ones that may cut away the fixed text beside a segment (whitespace, or the characters given).
TRIMMING_METHODS = frozenset({"strip", "lstrip", "rstrip"})
# Attributes of a path that keep its last part but may cut the fixed text off it (`Path(f"{name}.zip").stem`).
TRIMMING_ATTRIBUTES = frozenset({"stem"})
# Calls that put values together as folders and a file, as written: no "..", resolved or decoded.
PATH_JOINS = frozenset({"os.path.join", "posixpath.join", "pathlib.Path", "Path", "pathlib.PurePath",
                        "pathlib.PosixPath"})
# Attributes of a path that drop its last part: what was a fixed file name is gone.
DROPPING_ATTRIBUTES = frozenset({"parent", "parents"})


def is_segment(origin: Origin) -> bool:
    """ORIGIN is a client's one-segment capture not yet cleared by this module."""
    return origin.kind == UNTRUSTED and ONE_SEGMENT in origin.cleared \
        and SEGMENT_IN_NAME not in origin.cleared and SEGMENT_CLIMB not in origin.cleared


def has_segments(fact: Fact) -> bool:
    return any(is_segment(origin) for origin in fact.origins)


def is_open_param(origin: Origin) -> bool:
    """ORIGIN is a parameter as it was given: neither marked as written into a file name (see PARAM_IN_NAME) nor
    passed through a call that may make a "/" of what was none."""
    return origin.kind == PARAM and PARAM_IN_NAME not in origin.cleared and _PARAM_CHANGED not in origin.cleared


# A parameter passed through a call that may make a "/" of what was none (`unquote(item_id)`): a caller's
# one-segment capture is one segment no more, wherever it is written.
_PARAM_CHANGED = "param-changed"
# A parameter cut (`path[:-4]`), stripped or taken for its stem: the fixed text its caller wrote beside a value may
# be gone, so the caller's file name is not a file name here.
_PARAM_TRIMMED = "param-trimmed"


def as_written(origin: Origin) -> bool:
    """ORIGIN is a parameter whose text is here as its caller wrote it, every "/" and file name in place: neither
    decoded, trimmed nor cut to its parent. Where a caller wrote its own value into a file name beside fixed text
    (`join(tmp, f"{item_id}.png")`) and passes the path on, a sink reading such a parameter reads that file name
    (`ParamSink.kept`), so the value is as harmless there as it was in the caller."""
    return origin.kind == PARAM and _PARAM_CHANGED not in origin.cleared and _PARAM_TRIMMED not in origin.cleared


def is_dotless(origin: Origin) -> bool:
    """ORIGIN is text cut at its dots, a client's or a caller's, not yet cleared for a path (see DOTLESS)."""
    return DOTLESS in origin.cleared and "path-traversal" not in origin.cleared \
        and SEGMENT_IN_NAME not in origin.cleared


def placed_cut(origin: Origin) -> bool:
    """ORIGIN was cut at its dots and then written after fixed text (see DOTLESS)."""
    return DOTLESS in origin.cleared and SEGMENT_IN_NAME in origin.cleared


def _unplaced(origin: Origin) -> Origin:
    return origin._replace(cleared=tuple(c for c in origin.cleared if c != SEGMENT_IN_NAME))


def passed_cut(fact: Fact) -> Fact:
    """FACT, an argument a function returns only cut at its dots after fixed text (`Summary.ret_cut`): in the path
    returned, none of it can climb, whoever gave it; a later decoding takes that back (see `decoded`)."""
    return fact.evolve(origins=frozenset(cleared_origin(origin, (DOTLESS, SEGMENT_IN_NAME, _RETURNED))
                                         if origin.kind in (UNTRUSTED, PARAM, MEMBER) else origin
                                         for origin in fact.origins))


def has_open(fact: Fact) -> bool:
    """FACT holds a one-segment capture, a piece cut at dots, or a parameter whose place in a path is yet to be
    read."""
    return any(is_segment(origin) or is_open_param(origin) or is_dotless(origin) or placed_cut(origin)
               for origin in fact.origins)  # a cut placed by a shorter text: the longer one may take it back


def passed_in_name(fact: Fact, returned: bool = False) -> Fact:
    """FACT, an argument a function writes into a file name beside fixed text (`ParamSink.in_name`, and RETURNED:
    `Summary.ret_in_name`), when it is passed as it is (nothing built around it): its one-segment captures are
    cleared there as if written there, and its own parameters marked for its callers in turn. A returned one is
    also marked as the call's own result, which the call's decoding spares once (see `decoded`)."""
    if fact.built:
        return fact
    extra = (_RETURNED,) if returned else ()
    return fact.evolve(origins=frozenset(
        cleared_origin(origin, (SEGMENT_IN_NAME, *extra)) if is_segment(origin)
        else cleared_origin(origin, (PARAM_IN_NAME, *extra)) if is_open_param(origin) else origin
        for origin in fact.origins))


# A mark for what a project function returned written into a file name (see passed_in_name): the call that returned
# it is not a decoding of it, though a call of the project's may otherwise make a "/" of what it is given.
_RETURNED = "returned-in-name"


def settled(fact: Fact) -> Fact:
    """FACT without the marks of what a call just returned (see passed_in_name): a later call may decode it."""
    if not any(_RETURNED in origin.cleared for origin in fact.origins):
        return fact
    return fact.evolve(origins=frozenset(origin._replace(cleared=tuple(c for c in origin.cleared if c != _RETURNED))
                                         for origin in fact.origins))


def carries_segments(fact: Fact) -> bool:
    """FACT holds a one-segment capture, cleared by this module or not, or a parameter not yet changed."""
    return any(origin.kind == UNTRUSTED and ONE_SEGMENT in origin.cleared or DOTLESS in origin.cleared
               or origin.kind == PARAM and _PARAM_CHANGED not in origin.cleared for origin in fact.origins)


def keeps_segments(canon: str | None, method: str | None) -> bool:
    """A call whose result holds each segment as it was given: `str(name)`, `name.lower()`, `os.path.join(root,
    name)` (not `os.path.realpath`, which resolves a ".." before any later text is added)."""
    return canon == "str" or canon in PATH_JOINS or method in _KEEPING_METHODS


def decoded(fact: Fact) -> Fact:
    """FACT, passed through a call that may make a "/" of what was none, or stripped of its file name: its values
    are one segment no more, and nothing this module cleared stays cleared."""
    origins = frozenset(_decoded(origin) for origin in fact.origins)
    ours = fact.sanitiser is not None and fact.sanitiser.name in (IN_NAME, FIXED_NAME, DOTLESS_AFTER_TEXT)
    return fact.evolve(origins=origins, safe=False, sanitiser=None) if ours else fact.evolve(origins=origins)


def _decoded(origin: Origin) -> Origin:
    if _RETURNED in origin.cleared:
        return origin
    if origin.kind == UNTRUSTED and ONE_SEGMENT in origin.cleared or DOTLESS in origin.cleared:
        origin = origin._replace(cleared=tuple(c for c in origin.cleared if c not in _OURS))
    if origin.kind == PARAM and _PARAM_CHANGED not in origin.cleared:
        origin = origin._replace(cleared=tuple(sorted({*origin.cleared, _PARAM_CHANGED} - {PARAM_IN_NAME})))
    return origin


def revoked(fact: Fact) -> Fact:
    """FACT, a path handed to a helper whose sink reads it otherwise than as given (`ParamSink.kept` false: the
    helper decodes it, cuts it or takes its folder): what this module cleared of its segments is taken back, as a
    decoding would (see decoded); a fact with nothing cleared here is left as it is."""
    if not any(SEGMENT_IN_NAME in o.cleared or SEGMENT_CLIMB in o.cleared or PARAM_IN_NAME in o.cleared
               for o in fact.origins):
        return fact
    return decoded(fact)


def trimmed(fact: Fact) -> Fact:
    """FACT, cut (`name[:-4]`), stripped (`name.strip("-")`) or a path's stem: still one segment, but the fixed text
    beside it may be gone, so it is in a file name, or before a fixed one, no more (until written there again)."""
    if not carries_segments(fact):
        return fact
    placed = (SEGMENT_IN_NAME, SEGMENT_CLIMB, PARAM_IN_NAME)
    origins = frozenset(_trimmed(origin, placed) for origin in fact.origins)
    ours = fact.sanitiser is not None and fact.sanitiser.name in (IN_NAME, FIXED_NAME)
    return fact.evolve(origins=origins, safe=False, sanitiser=None) if ours else fact.evolve(origins=origins)


def _trimmed(origin: Origin, placed: tuple[str, ...]) -> Origin:
    if _RETURNED in origin.cleared:
        return origin
    if any(c in placed for c in origin.cleared):
        origin = origin._replace(cleared=tuple(c for c in origin.cleared if c not in placed))
    if origin.kind == PARAM and _PARAM_TRIMMED not in origin.cleared:
        origin = origin._replace(cleared=tuple(sorted({*origin.cleared, _PARAM_TRIMMED})))
    return origin


def fixed_name(text: str | None) -> bool:
    """TEXT, the last part of a path, ends in a file name: neither empty, "." nor ".."."""
    return text is not None and text.rsplit("/", 1)[-1] not in ("", ".", "..")


def bounded(pieces: list[Piece]) -> tuple[frozenset[Origin], ...]:
    """The one-segment origins of PIECES (a path written piece by piece, "/" between folders) that cannot be "."
    or ".." (written beside fixed text in one file name), and those that climb at most one folder each to a file
    name the program wrote; none where some piece leaves one open. Third, the parameters written only beside fixed
    text in one file name (see PARAM_IN_NAME). Fourth, the pieces cut at dots written after fixed text (DOTLESS), and
    fifth, those written where the dots around them may make a ".."."""
    components: list[tuple[str, list[Fact]]] = [("", [])]
    after_text: set[Origin] = set()  # cut at dots, and written after fixed text in its file name
    open_cut: set[Origin] = set()  # cut at dots, somewhere dots around it may make a ".."
    for index, piece in enumerate(pieces):
        if isinstance(piece, str):
            first, *rest = piece.split("/")
            text, facts = components[-1]
            components[-1] = (text + first, facts)
            components.extend((part, []) for part in rest)
        else:
            cut = {origin for origin in piece.origins if is_dotless(origin)}
            placed = _cut_placed(components[-1][0], components[-1][1], pieces[index + 1:])
            (after_text if cut and placed else open_cut).update(cut)
            components[-1][1].append(piece)
    last_text, last_facts = components[-1]
    ends_fixed = len(components) > 1 and not last_facts and fixed_name(last_text)
    in_name: set[Origin] = set()
    climbing: set[Origin] = set()
    unsafe: set[Origin] = set()
    params_in_name: set[Origin] = set()
    params_elsewhere: set[Origin] = set()
    for text, facts in components:
        # fixed text other than dots in the same file name: the capture's own text is never the whole name; a
        # value built around it (`"a/" + name`) may hold a "/" of its own, so where the capture lands is unknown
        inert = text.strip(".") != "" and not any(fact.built for fact in facts)
        for fact in facts:
            found = {origin for origin in fact.origins if is_segment(origin)}
            (in_name if inert else climbing if ends_fixed else unsafe).update(found)
            (params_in_name if inert else params_elsewhere).update(o for o in fact.origins if is_open_param(o))
    return frozenset(in_name - unsafe - climbing), frozenset(climbing - unsafe), \
        frozenset(params_in_name - params_elsewhere), frozenset(after_text - open_cut), frozenset(open_cut)


def _cut_placed(before: str, computed: list[Fact], after: list[Piece]) -> bool:
    """Whether a piece cut at its dots, written after BEFORE (the literal text of its file name so far, after the
    COMPUTED pieces there) and followed by AFTER, can make no segment of dots alone. The piece holds no dot and may be
    empty, and a "/" in it starts a segment that ends as AFTER goes on. What precedes it must hold a character other
    than a dot: literal text does, or one dot after values the program made itself (`f"{uuid4().hex}.{ext}"`); a
    client's or a caller's value before the dot may be a dot too. The dots after it, up to a "/", a computed piece or
    the end, must not make ".." with it either; a path that starts with it may be absolute."""
    if before.strip(".") == "":
        # made by the program: no client's, caller's or object's value, nor one a sanitiser left of a client's
        made = bool(computed) and not any(fact.of_kind(UNTRUSTED) or fact.of_kind(PARAM) or fact.of_kind(MEMBER)
                                          or fact.sanitiser is not None for fact in computed)
        if not (made and before == "."):
            return False
    following = ""
    for piece in after:
        if not isinstance(piece, str):
            if following.strip(".") == "":
                return False  # what comes next may be dots too
            break
        following += piece.split("/", 1)[0]
        if "/" in piece or following.strip(".") != "":
            break
    return not _climbs(following) and not _climbs(before + following)


def _climbs(text: str) -> bool:
    """TEXT is two dots or more and nothing else: a segment of it climbs (or names no file)."""
    return len(text) > 1 and text.strip(".") == ""


def clear(fact: Fact, pieces: list[Piece], node_step: tuple[int, str]) -> Fact:
    """FACT, the path PIECES write, with the segments in it that cannot lead out marked (NODE_STEP: the line and
    text of the expression). When no other untrusted value (nor a caller's) is left, the step is the sanitiser a
    refutation quotes."""
    in_name, climbing, params, dotless, unplaced = bounded(pieces)
    # a piece cut at dots that a shorter text placed (`"x" + ext`, then `+ ".."`): the longer text decides
    revoked = {origin for origin in fact.origins if placed_cut(origin) and _unplaced(origin) in unplaced}
    if not in_name and not climbing and not params and not dotless and not revoked:
        return fact
    marks = {origin: SEGMENT_IN_NAME for origin in in_name} | {origin: SEGMENT_CLIMB for origin in climbing} \
        | {origin: PARAM_IN_NAME for origin in params} | {origin: SEGMENT_IN_NAME for origin in dotless}
    origins = frozenset(_unplaced(origin) if origin in revoked
                        else cleared_origin(origin, (marks[origin],)) if origin in marks else origin
                        for origin in fact.origins)
    if revoked and fact.sanitiser is not None and fact.sanitiser.name in (IN_NAME, FIXED_NAME, DOTLESS_AFTER_TEXT):
        fact = fact.evolve(safe=False, sanitiser=None)  # the shorter text's clearance, taken back with it
    # a parameter marked is still the caller's value: whatever it holds may lead out
    marked = {cleared_origin(origin, (mark,)) for origin, mark in marks.items()}
    rest = [origin for origin in origins if origin.kind in (PARAM, MEMBER) or origin not in marked
            and origin.kind == UNTRUSTED and "path-traversal" not in origin.cleared
            and SEGMENT_IN_NAME not in origin.cleared]
    if rest or fact.sanitiser is not None:
        return fact.evolve(origins=origins)
    line, text = node_step
    why = FIXED_NAME if climbing else IN_NAME if in_name else DOTLESS_AFTER_TEXT
    return fact.evolve(origins=origins, sanitiser=Step(why, line, text), safe=not climbing)


def climbs_only(fact: Fact) -> bool:
    """Every untrusted value of FACT that still counts for traversal climbs at most to a fixed file name."""
    counted = [origin for origin in fact.origins if origin.kind == UNTRUSTED
               and "path-traversal" not in origin.cleared and SEGMENT_IN_NAME not in origin.cleared]
    return bool(counted) and all(SEGMENT_CLIMB in origin.cleared for origin in counted) \
        and not fact.of_kind(PARAM) and not fact.of_kind(MEMBER)


def read_only(fact: Fact) -> Fact:
    """FACT at a path sink that only reads: a climbing segment leads to the fixed file name, no further."""
    return fact.evolve(origins=frozenset(cleared_origin(origin, ("path-traversal",))
                                         if origin.kind == UNTRUSTED and SEGMENT_CLIMB in origin.cleared else origin
                                         for origin in fact.origins))


# Whose text a cut at its dots marks: a client's, or a caller's (the cut holds whatever the caller passes).
_CUT_KINDS = frozenset({UNTRUSTED, PARAM, MEMBER})


def cut_at_dots(fact: Fact) -> Fact:
    """FACT, a piece of text cut at its dots: its values are marked so (DOTLESS)."""
    return fact.evolve(origins=frozenset(cleared_origin(origin, (DOTLESS,)) if origin.kind in _CUT_KINDS else origin
                                         for origin in fact.origins))


def cut_subscript(node: ast.Subscript) -> bool:
    """NODE takes a piece of text cut at the dots around it (see dotless_piece)."""
    index = _int_literal(node.slice)
    return index is not None and dotless_piece(node.value, index)


def dotless_piece(call: ast.expr, index: int) -> bool:
    """Whether the piece at INDEX of what CALL returns was cut at the dots around it, so holds none: any piece of
    `name.split(".")` (or with a maxsplit of -1), the last of `name.rsplit(".", 1)` (any positive maxsplit), the first
    of `name.split(".", 1)`, `name.partition(".")[0]` and `name.rpartition(".")[2]`. A maxsplit of 0 or one not
    written out may leave the text whole."""
    if not (isinstance(call, ast.Call) and isinstance(call.func, ast.Attribute) and call.args
            and isinstance(call.args[0], ast.Constant) and call.args[0].value == "."):
        return False
    method = call.func.attr
    if method in ("partition", "rpartition"):
        return len(call.args) == 1 and not call.keywords and index in ((0,) if method == "partition" else (2, -1))
    if method not in ("split", "rsplit") or any(k.arg != "maxsplit" for k in call.keywords):
        return False
    given = [*call.args[1:2], *(k.value for k in call.keywords)]
    if len(given) > 1 or len(call.args) > 2:
        return False
    maxsplit = _int_literal(given[0]) if given else -1
    if maxsplit is None or maxsplit == 0 or maxsplit < -1:
        return False
    if maxsplit == -1:
        return True
    return index in ((-1, maxsplit) if method == "rsplit" else (0,))


def _int_literal(node: ast.AST) -> int | None:
    """The integer NODE writes (`1`, `-1`), or None."""
    if isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.USub):
        inner = _int_literal(node.operand)
        return -inner if inner is not None else None
    return node.value if isinstance(node, ast.Constant) and type(node.value) is int else None
