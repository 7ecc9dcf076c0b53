"""The pattern slot's reading of a file made at a fixed name in the shared temporary directory (CWE-377).

Owns the structural test the slot confirms such a finding with: a call on the cited lines makes a file (or a
folder) at a path, following whatever is already there (open for writing, a copy or a move onto it, a data
frame's `to_csv`, `makedirs(exist_ok=True)`), and that path is written in this file as a name under `/tmp`,
`/var/tmp` or `/dev/shm`, or under `tempfile.gettempdir()`: directly, through a local variable, or through a
module constant (`PID_FILE = "/tmp/app.pid"`), an environment variable's default included. A name with a part
nobody can guess (`uuid4()`, `secrets`, a file `mkstemp` made) is no fixed name, and a call that makes the file
only if it is absent (mode "x", `O_EXCL`, `touch(exist_ok=False)`) follows nothing: both are refutations.
Names are followed within this file only, by their assignments, and calls to this file's top-level functions
by what they return (`open(stats_path(name), "w")`); what the data-flow slot sees is its own judgement.
"""

from __future__ import annotations

import ast
import re
from typing import NamedTuple

from agent_providers.builtin.pattern_source import ParsedFile, last_name
from agent_providers.builtin.python_idioms import accepts_existing, checks_owner

SHARED_TEMP = re.compile(r"^(/tmp|/var/tmp|/dev/shm)(/|$)")
_TEMP_DIRS = frozenset({"tempfile.gettempdir", "tempfile.gettempdirb"})
_UNIQUE = frozenset({"uuid.uuid4", "uuid.uuid1", "secrets.token_hex", "secrets.token_urlsafe", "secrets.token_bytes",
                     "os.urandom", "tempfile.mkstemp", "tempfile.mkdtemp", "tempfile.NamedTemporaryFile",
                     "tempfile.TemporaryDirectory", "tempfile.TemporaryFile", "tempfile.SpooledTemporaryFile"})
_OPENERS = frozenset({"open", "io.open", "codecs.open"})
_TARGET_SECOND = frozenset({"shutil.copy", "shutil.copy2", "shutil.copyfile", "shutil.move", "os.rename",
                            "os.replace", "os.symlink"})
_PATH_BUILDERS = frozenset({"os.path.join", "posixpath.join", "pathlib.Path", "Path", "pathlib.PurePath",
                            "pathlib.PosixPath", "os.fspath", "str"})
_ENV_DEFAULTS = frozenset({"os.environ.get", "os.getenv"})
_WRITE_METHODS = frozenset({"write_text", "write_bytes", "to_csv", "to_excel", "to_json", "to_parquet", "to_pickle",
                            "savefig", "save", "dump", "to_file"})
_RECEIVER_WRITERS = frozenset({"write_text", "write_bytes", "touch", "mkdir", "open"})


class TempWrite(NamedTuple):
    """A call that makes a file at a path written under the shared temporary directory."""

    line: int  # the call
    what: str  # the call's name
    origin_line: int  # where the shared folder is written
    origin: str  # its text
    exclusive: bool  # made only if absent: nothing planted is followed
    unique: str  # the part of the name nobody can guess, if any


def temp_write(parsed: ParsedFile, start: int, end: int) -> TempWrite | None:
    """The first call on lines START..END that makes a file at a path under the shared temporary directory."""
    for call in parsed.calls_on(start, end):
        if call.lineno < start:
            continue
        made = _made_path(parsed, call)
        if made is None:
            continue
        path, exclusive = made
        found = _rooted(parsed, path, call.lineno, set())
        if found is not None:
            origin, unique = found
            return TempWrite(call.lineno, parsed.call_name(call) or last_name(parsed.dotted(call.func)),
                             origin.lineno, ast.get_source_segment(parsed.text, origin) or "", exclusive, unique)
    return None


def lambda_handler(parsed: ParsedFile) -> ast.FunctionDef | ast.AsyncFunctionDef | None:
    """The module's AWS Lambda handler, a top-level `def NAME(event, context)`, if it has one."""
    for node in parsed.tree.body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) \
                and [a.arg for a in node.args.args[:2]] == ["event", "context"]:
            return node
    return None


def _made_path(parsed: ParsedFile, call: ast.Call) -> tuple[ast.expr, bool] | None:
    """The path CALL makes a file or folder at, and whether it makes it only if absent."""
    name = parsed.call_name(call)
    keywords = {k.arg: k.value for k in call.keywords if k.arg}
    if name in _OPENERS and call.args:
        mode = keywords.get("mode") or (call.args[1] if len(call.args) > 1 else None)
        text = mode.value if isinstance(mode, ast.Constant) and isinstance(mode.value, str) else "r"
        return (call.args[0], "x" in text) if any(c in text for c in "wax+") else None
    if name == "os.open" and len(call.args) > 1:
        flags = ast.unparse(call.args[1])
        return (call.args[0], "O_EXCL" in flags) if "O_CREAT" in flags else None
    if name in _TARGET_SECOND and len(call.args) > 1:
        return call.args[1], False
    if name in ("os.mkdir", "os.makedirs") and call.args and _in_accepting_try(parsed, call):
        return call.args[0], False  # Python 2's exist_ok=True: the handler carries on when the folder exists
    if name == "os.makedirs" and call.args:
        return call.args[0], not _true(keywords.get("exist_ok"))
    if not isinstance(call.func, ast.Attribute) or name.startswith(("os.", "shutil.", "tempfile.")):
        return None
    method = call.func.attr
    if method in _WRITE_METHODS and call.args:
        return call.args[0], False
    if method in _RECEIVER_WRITERS:
        if method == "open":
            mode = keywords.get("mode") or (call.args[0] if call.args else None)
            text = mode.value if isinstance(mode, ast.Constant) and isinstance(mode.value, str) else "r"
            return (call.func.value, "x" in text) if any(c in text for c in "wax+") else None
        if method in ("touch", "mkdir"):
            exist_ok = keywords.get("exist_ok")
            return call.func.value, (not _true(exist_ok)) if exist_ok is not None else method == "mkdir"
        return call.func.value, False
    return None


def _in_accepting_try(parsed: ParsedFile, node: ast.AST) -> bool:
    """NODE sits in the body of a `try` (in its own function) whose handler carries on when what it made exists, and
    the function does not then check who owns what it found."""
    child, parent = node, parsed.parents.get(node)
    accepting = False
    while parent is not None and not isinstance(parent, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda)):
        accepting = accepting or isinstance(parent, ast.Try) and child in parent.body and accepts_existing(parent)
        child, parent = parent, parsed.parents.get(parent)
    return accepting and not checks_owner(parent if parent is not None else parsed.tree)


def _true(node: ast.expr | None) -> bool:
    return isinstance(node, ast.Constant) and bool(node.value)


def _rooted(parsed: ParsedFile, node: ast.expr, line: int, seen: set[str]) -> tuple[ast.expr, str] | None:
    """(where the shared temporary folder is written, the unguessable part or "") when NODE is a path under it (not
    the folder itself: a file moved into the folder keeps a name of its own)."""
    head = _head(parsed, node, line, seen)
    if head is None or not head[2]:
        return None
    return head[0], _unique_part(parsed, node) or head[1]


def _head(parsed: ParsedFile, node: ast.expr, line: int, seen: set[str]) -> tuple[ast.expr, str, bool] | None:
    """(the shared folder's node, an unguessable part, whether a name is added to the folder) for a path NODE
    under the shared temporary folder."""
    if isinstance(node, ast.Constant):
        if not (isinstance(node.value, str) and SHARED_TEMP.match(node.value)):
            return None
        return node, "", not SHARED_TEMP.fullmatch(node.value.rstrip("/") + "/")
    if isinstance(node, ast.JoinedStr):
        found = _head(parsed, node.values[0], line, seen) if node.values else None
        return (found[0], found[1], found[2] or len(node.values) > 1) if found else None
    if isinstance(node, ast.FormattedValue):
        return _head(parsed, node.value, line, seen)
    if isinstance(node, ast.BinOp) and isinstance(node.op, (ast.Add, ast.Mod, ast.Div)):
        found = _head(parsed, node.left, line, seen)
        return (found[0], found[1], True) if found else None
    if isinstance(node, ast.Call):
        name = parsed.call_name(node)
        if name in _TEMP_DIRS:
            return node, "", False
        if name in _PATH_BUILDERS and node.args:
            found = _head(parsed, node.args[0], line, seen)
            return (found[0], found[1], found[2] or len(node.args) > 1) if found else None
        if name in _ENV_DEFAULTS and len(node.args) > 1:
            return _head(parsed, node.args[1], line, seen)  # the default, used wherever the variable is unset
        if isinstance(node.func, ast.Attribute) and node.func.attr in ("format", "joinpath", "with_suffix"):
            found = _head(parsed, node.func.value, line, seen)
            return (found[0], found[1], found[2] or node.func.attr != "with_suffix") if found else None
        if isinstance(node.func, ast.Name) and f"{node.func.id}()" not in seen:
            seen.add(f"{node.func.id}()")  # a helper of this file that returns the path (`stats_path(name)`)
            for value in _returned(parsed, node.func.id):
                found = _head(parsed, value, value.lineno, seen)
                if found is not None:
                    return found
        return None
    if isinstance(node, ast.Name) and node.id not in seen:
        seen.add(node.id)
        for value in _assigned(parsed, node.id, line):
            found = _head(parsed, value, value.lineno, seen)
            if found is not None:
                return found[0], found[1] or _unique_part(parsed, value), found[2]
    return None


def _returned(parsed: ParsedFile, function: str) -> list[ast.expr]:
    """What the top-level function named FUNCTION in this file returns, one value per `return` (not those of the
    functions nested in it)."""
    found = [node for node in parsed.tree.body if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef))
             and node.name == function]
    values: list[ast.expr] = []
    stack: list[ast.AST] = list(found[-1].body) if found else []
    while stack:
        node = stack.pop()
        if isinstance(node, ast.Return) and node.value is not None:
            values.append(node.value)
        elif not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.Lambda, ast.ClassDef)):
            stack.extend(ast.iter_child_nodes(node))
    return values


def _unique_part(parsed: ParsedFile, node: ast.expr) -> str:
    """The call in NODE whose result nobody can guess (`uuid.uuid4`), or ""."""
    return next((parsed.call_name(c) for c in ast.walk(node) if isinstance(c, ast.Call)
                 and parsed.call_name(c) in _UNIQUE), "")


def _assigned(parsed: ParsedFile, name: str, line: int) -> list[ast.expr]:
    """The values NAME is assigned in the function around LINE, before it, or else at the module's top level."""
    scope = parsed.function_at(line)
    region: ast.AST = scope.node if scope is not None else parsed.tree
    values = _assignments(ast.walk(region), name, line)
    if not values and scope is not None:
        values = _assignments(iter(parsed.tree.body), name, None)
    return values


def _assignments(nodes, name: str, before: int | None) -> list[ast.expr]:
    out = []
    for node in nodes:
        if isinstance(node, ast.Assign) and any(isinstance(t, ast.Name) and t.id == name for t in node.targets) \
                or isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name) and node.target.id == name:
            if node.value is not None and (before is None or node.lineno <= before):
                out.append(node.value)
    return out
