"""Python source as the running interpreter's `ast` sees it: PEP 263 decoding, and Python 2.7-3.15 syntax.

Owns the one way every analyser turns a file into a CPython `ast` tree, whatever supported
interpreter twokey runs on. Code the running `ast` rejects is translated, only as far as it
must be, into text it accepts, and never at the cost of a line: every node of the tree stands
on the line where its code stands in the original file, so quotes taken from the original
lines match. It never guesses: a file no means can read raises `Unparseable` with the reason.

Means, cheapest first (costs in docs/benchmarks.md); each candidate must keep every line and
be accepted by the running `ast`:
- `ast`: the running interpreter's own parser (nearly every file).
- `ast-3.6`: the same parser with Python 3.6's grammar (`feature_version`), for code from before 3.7
  that uses `async` and `await` as plain names (`self.async`, `def run(async=False)`).
- `tokens`: PEP 695/696 type parameters and `type X = ...` aliases, found with the running
  tokenizer and blanked in place (an alias becomes a plain assignment); and the trailing comma
  after a call's sole generator argument (`join(x for x in xs,)`), which Python 2.7 and 3.0-3.6
  accepted and 3.7 refuses, blanked the same way.
- `libcst`: what the tokenizer cannot fix (PEP 701 f-strings with nested quotes, backslashes or
  newlines; PEP 750 t-strings; PEP 758 unparenthesised `except A, B`) is parsed by LibCST's
  native parser (3.0-3.15) and re-rendered: f-strings re-quoted, t-strings read as f-strings.
- `fissix`: Python 2 syntax (print and exec statements, `except E, e`, backquotes, `<>`,
  `0777`/`10L`, `ur''`, tuple parameters, a comprehension over a bare tuple, a byte string holding
  non-ASCII text) translated by fissix's
  fixers for those constructs only, and Python 2.2's `True = 1` shims made plain assignments;
  tried first when the parser's own error names a Python 2 statement, else last. An unparenthesised
  `except A, B:` is read as Python 2's `except A as B` when fissix reads the file: legacy code
  means that far more often than 3.14's "A or B".
"""

from __future__ import annotations

import ast
import io
import keyword
import logging
import re
import threading
import tokenize
from dataclasses import dataclass, field
from difflib import SequenceMatcher
from enum import StrEnum
from functools import lru_cache

# The fields of a syntax tree that never hold a node worth walking: a leaf with nothing in it (Load/Store, an
# operator: a third of all nodes, and shared by every tree) or a plain value (a name, a number, a flag). A walk
# that skips them visits every node that can hold code.
LEAF_FIELDS = frozenset({"ctx", "op", "ops", "id", "attr", "arg", "name", "asname", "module", "level", "kind",
                         "type_comment", "conversion", "is_async", "simple"})


class Means(StrEnum):
    """What read a file: the running `ast`, or the translation that made it readable."""

    AST = "ast"
    PY36 = "ast-3.6"  # the running parser with Python 3.6's grammar: async and await as plain names
    FISSIX = "fissix"  # Python 2, translated
    TOKENS = "tokens"  # PEP 695 type parameters and aliases, or a sole generator's trailing comma, blanked out
    LIBCST = "libcst"  # syntax newer than the running interpreter's, re-rendered


class Unparseable(SyntaxError):
    """No means could read the text as Python; the message says why, in one line."""


class _Unbalanced(Exception):
    """Type parameters whose brackets do not balance: no line-preserving blanking exists."""


class Undecodable(ValueError):
    """The bytes are not text in the encoding PEP 263 says they are in."""


@dataclass(frozen=True)
class ParsedSource:
    tree: ast.Module
    means: Means
    text: str  # what `ast` parsed: the original text, or its line-aligned translation


def decode_source(data: bytes) -> str:
    """Text of a Python file per PEP 263: a BOM or a coding declaration, else UTF-8."""
    try:
        encoding, _ = tokenize.detect_encoding(io.BytesIO(data).readline)
        return data.decode(encoding)
    except SyntaxError as error:  # tokenize's word for an unknown declaration, or undeclared non-UTF-8
        if "unknown encoding" in str(error):
            raise Undecodable(f"declares an encoding Python does not know ({error})") from None
        raise Undecodable(_NOT_UTF8) from None
    except UnicodeDecodeError as error:
        where = f"{error.reason} at byte {error.start}"
        if encoding.startswith("utf-8"):
            raise Undecodable(f"{_NOT_UTF8} ({where})") from None
        raise Undecodable(f"not valid {encoding}, the encoding it declares ({where})") from None


_NOT_UTF8 = "not UTF-8, and no PEP 263 coding declaration names another encoding"


def parse_python(text: str, filename: str = "<unknown>") -> ParsedSource:
    """The `ast` tree of TEXT, by the first means that reads it; raises `Unparseable`."""
    try:
        return ParsedSource(ast.parse(text, filename=filename), Means.AST, text)
    except SyntaxError as error:
        first = error
    except ValueError as error:  # null bytes: no means reads those
        raise Unparseable(f"not Python source ({error})") from None
    except (RecursionError, MemoryError):
        raise Unparseable("too deeply nested for the parser") from None
    means, translated = _translated(text, _PYTHON2_HINT.search(str(first.msg)) is not None)
    if means is None:  # a failure is cached too: every slot and refuter asks again
        raise Unparseable(f"{_describe(first)} (and it is neither Python 2 nor newer syntax twokey can translate)")
    try:
        return ParsedSource(_parse(translated, filename), means, translated)
    except RecursionError:
        raise Unparseable("too deeply nested for the parser") from None


def _parse(text: str, filename: str = "<unknown>") -> ast.Module:
    """TEXT's tree with the running grammar, or, when that rejects it and TEXT names `async` or `await`,
    with Python 3.6's, where both were plain names (a translated Python 2 file may use them so too)."""
    try:
        return ast.parse(text, filename=filename)
    except SyntaxError:
        if not _ASYNC_NAMES.search(text):
            raise
    return ast.parse(text, filename=filename, feature_version=_BEFORE_ASYNC_KEYWORDS)


# `async` and `await` became keywords in 3.7; before, code named attributes, parameters and modules so.
_ASYNC_NAMES = re.compile(r"\b(?:async|await)\b")
_BEFORE_ASYNC_KEYWORDS = (3, 6)


def _describe(error: SyntaxError) -> str:
    return f"line {error.lineno}: {error.msg}" if error.lineno else str(error.msg)


# The running parser's own words for Python 2 statements: only an ordering hint, never a verdict.
_PYTHON2_HINT = re.compile(r"Missing parentheses in call to '(print|exec)'|multiple exception types must be "
                           r"parenthesized|leading zeros in decimal integer literals|"
                           r"bytes can only contain ASCII literal characters")


# Translations, failures included, are cached by text: both slots, their refuters and the
# fingerprint read the same files again. Only files the running `ast` rejects ever get here.
@lru_cache(maxsize=256)
def _translated(text: str, looks_python2: bool = False) -> tuple[Means | None, str]:
    if looks_python2 and (python2 := _usable(text, _from_python2(text))):
        return Means.FISSIX, python2
    if _ASYNC_NAMES.search(text) and _accepted(text):  # as it stands, with 3.6's grammar (see `_parse`)
        return Means.PY36, text
    if plain := _usable(text, _token_repaired(text)):
        return Means.TOKENS, plain
    untyped = _token_repaired(text, commas=False)
    # LibCST reads the blanked text: a file may have both multi-line type parameters and new f-strings.
    # LibCST costs ~9 MB per process: imported only when a file needs it (a few in a thousand).
    from twokey.kernel.pysource_modern import to_running_grammar

    modern, bare_except_tuple = to_running_grammar(untyped or text)
    if bare_except_tuple and not looks_python2 and (python2 := _usable(text, _from_python2(text))):
        return Means.FISSIX, python2
    if rendered := _usable(text, modern):
        return Means.LIBCST, rendered
    # Last, Python 2 whose error named no Python 2 statement: LibCST reads some of it (a `"\\u"` in a byte
    # string) but renders nothing this `ast` accepts.
    if not looks_python2 and not bare_except_tuple and (python2 := _usable(text, _from_python2(text))):
        return Means.FISSIX, python2
    return None, ""


def _usable(original: str, candidate: str | None) -> str | None:
    """CANDIDATE if it keeps every line of ORIGINAL and the running `ast` accepts it."""
    return candidate if candidate is not None and _aligned(original, candidate) and _accepted(candidate) else None


def _aligned(original: str, candidate: str) -> bool:
    return len(original.splitlines()) == len(candidate.splitlines())


def _accepted(text: str) -> bool:
    try:
        _parse(text)
    except (SyntaxError, ValueError, RecursionError, MemoryError):
        return False
    return True


# -- Python 2 -------------------------------------------------------------------------------

# Only fixers for syntax Python 3 rejects: library renames are left alone, so names stay as written.
_PY2_FIXERS = (*(f"fissix.fixes.fix_{name}" for name in (
    "print", "exec", "except", "raise", "repr", "ne", "numliterals", "tuple_params", "unicode", "paren")),
    "twokey.kernel.fix_string_raise", "twokey.kernel.fix_mixed_bytes", "twokey.kernel.fix_bytes_escapes")
_FISSIX_LOCK = threading.Lock()  # one refactoring tool, and its parser is not re-entrant
_LEADING_WHITESPACE = re.compile(r"^[ \t]+", re.MULTILINE)
# fix_tuple_params's unpacking line, for a parameter or an `except E, (code, message)` target.
_TUPLE_UNPACKING = re.compile(r"^[ \t]*\(?[\w, ()]*\)? = xxx_todo_changeme\d*(?:\.args)?\n", re.MULTILINE)
# Python 2.2's shims for the then-new constants (`True = 1`, `True, False = 1, 0`, also after a one-line test:
# `if not globals().has_key('True'): True = 1`): Python 3 refuses to assign to them. The target becomes `_`, so the
# line stays a statement and reads as what it is, a no-op.
_CONSTANT_SHIM = re.compile(r"^([ \t]*(?:(?:if|elif|else|try|except)\b[^\n#]*:[ \t]*)?)"
                            r"(?:True|False)(?:[ \t]*,[ \t]*(?:True|False))?(?=[ \t]*=[^=])", re.MULTILINE)


@lru_cache(maxsize=2)
def _refactoring_tool(traversing: bool = False):
    """fissix's tool for the Python 2 fixers. TRAVERSING: every fixer matched by walking the tree once, as lib2to3
    first did, rather than by its bottom-up matcher, which rescans a node's children from each leaf below it: on a
    literal of some ten thousand items on one line (web2py's 750 KB dict) that took over two minutes, where the walk
    takes a second. The walk is some 15% slower on ordinary files, and numbers the names it makes up for tuple
    parameters in another order (they are dropped anyway), so it is kept for files with such a line."""
    from fissix import refactor

    class Traversing(refactor.RefactoringTool):
        def get_fixers(self):
            pre_order, post_order = super().get_fixers()
            for fixer in (*pre_order, *post_order):
                fixer.BM_compatible = False
            return pre_order, post_order

    logging.getLogger("RefactoringTool").setLevel(logging.CRITICAL)
    return (Traversing if traversing else refactor.RefactoringTool)(list(_PY2_FIXERS))


# A line this long holds a literal big enough to make fissix's bottom-up matcher quadratic (see _refactoring_tool).
_HUGE_LINE = 10_000


def _from_python2(text: str) -> str | None:
    # Python 2 took a sole generator's trailing comma too, and fissix's grammar refuses it: blanked first.
    repaired = _token_repaired(text, types=False) or text
    source = repaired if repaired.endswith("\n") else repaired + "\n"
    try:
        with _FISSIX_LOCK:
            huge = any(len(line) > _HUGE_LINE for line in source.splitlines())
            translated = str(_refactoring_tool(huge).refactor_string(source, "<python2>"))
    except Exception:  # fissix raises its own parse and token errors: not Python 2 either
        return None
    if not text.endswith("\n"):
        translated = translated[:-1] if translated.endswith("\n") else translated
    # fix_tuple_params unpacks `def f(a, (b, c))` on a line of its own; keeping lines aligned
    # matters more than the unpacking, so that line goes (b and c read as unknown names).
    aligned = _realigned(text, _TUPLE_UNPACKING.sub("", translated))
    if aligned is None:
        return None
    aligned = _CONSTANT_SHIM.sub(lambda m: m.group(1) + ("_, _" if "," in m.group(0) else "_"), aligned)
    if not _accepted(aligned) and "\t" in aligned:
        # Python 2 read a tab as "to the next multiple of 8"; Python 3 refuses to guess.
        aligned = _LEADING_WHITESPACE.sub(lambda m: m.group(0).expandtabs(8), aligned)
    return aligned


def _realigned(original: str, translated: str) -> str | None:
    """TRANSLATED with blank lines where a fixer joined lines (a continued print), or None if it added any.

    Blank lines are harmless anywhere a fixer writes code, and a statement padded this way
    keeps its first line, so every node stays within its original statement's lines."""
    old, new = original.splitlines(), translated.splitlines()
    if len(old) == len(new):
        return translated
    lines: list[str] = []
    for _tag, old_start, old_end, new_start, new_end in SequenceMatcher(None, old, new, autojunk=False).get_opcodes():
        if new_end - new_start > old_end - old_start:
            return None
        lines.extend(new[new_start:new_end])
        lines.extend([""] * ((old_end - old_start) - (new_end - new_start)))
    return "\n".join(lines) + ("\n" if translated.endswith("\n") else "")


# -- PEP 695 and 3.6's generator commas, with the running tokenizer ----------------------------------

_NESTING = {"[": 1, "(": 1, "{": 1, "]": -1, ")": -1, "}": -1}
_STATEMENT_START = frozenset({tokenize.NEWLINE, tokenize.INDENT, tokenize.DEDENT, tokenize.ENCODING})


def _token_repaired(text: str, types: bool = True, commas: bool = True) -> str | None:
    """TEXT with `def f[T]`, `class C[T]` and `type X[T] = ...` made plain (TYPES), and the comma after a call's sole
    generator argument blanked (COMMAS), or None if it has none of those asked for.

    Type parameters only annotate, and `f(x for x in xs,)` is `f(x for x in xs)` in every grammar that took it:
    blanking them keeps every other character where it was. A bracket that spanned lines keeps its lines with
    backslash continuations. No grammar took both a generator's trailing comma (refused since 3.7) and PEP 695 or
    PEP 701 syntax (3.12 on), so each translation asks for the one it may meet: the running tokenizer misreads a
    PEP 701 f-string's nested quotes, and a comma it takes for code may be inside a string."""
    try:
        tokens = [t for t in tokenize.generate_tokens(io.StringIO(text).readline)
                  if t.type not in (tokenize.NL, tokenize.COMMENT)]
    except (tokenize.TokenError, SyntaxError):
        return None
    lines = io.StringIO(text, newline="").readlines()  # the tokenizer's lines: a form feed ends none
    try:
        edits = [edit for index in range(len(tokens)) if (edit := _type_syntax_at(tokens, index)) is not None] \
            if types else []
    except _Unbalanced:  # the other means (LibCST) may still read the file; this one cannot
        return None
    if commas:
        edits += [(comma.start, comma.end, "") for comma in _generator_commas(tokens)]
    if not edits:
        return None
    for start, end, name in sorted(edits, reverse=True):
        _blank(lines, start, end, name)
    return "".join(lines)


@dataclass
class _Bracket:
    """A bracket being read by `_generator_commas`."""

    called: bool  # a call's parentheses
    commas: list[tokenize.TokenInfo] = field(default_factory=list)  # its own, outside a `for`'s target
    generated: bool = False  # holds a `for` of its own
    in_target: bool = False  # between that `for` and its `in`


def _generator_commas(tokens: list[tokenize.TokenInfo]) -> list[tokenize.TokenInfo]:
    """The commas that end a call's only argument when that argument is a bare generator (`join(x for x in xs,)`):
    a call's parentheses holding a `for` of their own and no comma but the one before the closing parenthesis (a
    comma in the `for`'s target, `for k, v in`, is the target's). Any other comma at that level (`f(a, x for x in
    xs)`) was refused by every grammar, and is left as it is; so is a `match (...)` or `case (...)` statement's."""
    commas: list[tokenize.TokenInfo] = []
    frames: list[_Bracket] = []
    previous: tokenize.TokenInfo | None = None
    for index, token in enumerate(tokens):
        if token.type == tokenize.OP and token.string in "([{":
            called = token.string == "(" and previous is not None and (
                previous.type == tokenize.NAME and not keyword.iskeyword(previous.string)
                or previous.type == tokenize.OP and previous.string in ")]")
            frames.append(_Bracket(called and not (previous is not None and previous.string in ("match", "case")
                                                   and _statement_head(tokens, index - 1))))
        elif token.type == tokenize.OP and token.string in ")]}" and frames:
            frame = frames.pop()
            if frame.called and frame.generated and len(frame.commas) == 1 and frame.commas[0] is previous:
                commas.append(frame.commas[0])
        elif frames and token.type == tokenize.OP and token.string == ",":
            if not frames[-1].in_target:
                frames[-1].commas.append(token)
        elif frames and token.type == tokenize.NAME and token.string == "for":
            frames[-1].generated = frames[-1].in_target = True
        elif frames and token.type == tokenize.NAME and token.string == "in":
            frames[-1].in_target = False
        previous = token
    return commas


def _statement_head(tokens: list[tokenize.TokenInfo], index: int) -> bool:
    """Whether token INDEX starts a statement (a soft keyword there is one: `match (x, y):`)."""
    return index == 0 or tokens[index - 1].type in _STATEMENT_START or tokens[index - 1].string == ";"


def _type_syntax_at(tokens: list[tokenize.TokenInfo], index: int):
    """The span to blank at token INDEX, and the name to write at its start (for a type alias), or None."""
    token = tokens[index]
    following = tokens[index + 1:index + 3]
    if len(following) < 2 or token.type != tokenize.NAME or following[0].type != tokenize.NAME:
        return None
    name, after = following
    if token.string in ("def", "class") and after.string == "[":
        return after.start, _closing(tokens, index + 2).end, ""
    starts_statement = index == 0 or tokens[index - 1].type in _STATEMENT_START or tokens[index - 1].string == ";"
    if token.string == "type" and starts_statement and after.string in ("=", "["):
        end = _closing(tokens, index + 2).end if after.string == "[" else name.end
        return token.start, end, name.string
    return None


def _closing(tokens: list[tokenize.TokenInfo], index: int) -> tokenize.TokenInfo:
    depth = 0
    for token in tokens[index:]:
        depth += _NESTING.get(token.string, 0) if token.type == tokenize.OP else 0
        if depth == 0:
            return token
    raise _Unbalanced("unbalanced brackets")


def _blank(lines: list[str], start: tuple[int, int], end: tuple[int, int], name: str) -> None:
    (first, first_col), (last, last_col) = start, end
    if first == last:
        line = lines[first - 1]
        width = last_col - first_col
        lines[first - 1] = line[:first_col] + name.ljust(width) + line[last_col:]
        return
    head = lines[first - 1]
    lines[first - 1] = head[:first_col] + name + " \\" + _ending(head)
    for row in range(first + 1, last):
        lines[row - 1] = "\\" + _ending(lines[row - 1])
    tail = lines[last - 1]
    lines[last - 1] = " " * last_col + tail[last_col:]


def _ending(line: str) -> str:
    return line[len(line.rstrip("\r\n")):]
