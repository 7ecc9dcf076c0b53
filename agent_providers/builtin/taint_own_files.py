"""Which files a module writes its own serialised objects to: a pickle it reads back from there is its own.

Owns recognising a module's state or cache file. Glances keeps its version check in a pickle:

    def _load_cache(self):
        with open(self.cache_file, "rb") as f:
            return pickle.load(f)

    def _save_cache(self):
        with open(self.cache_file, "wb") as f:
            pickle.dump(self.data, f)

What the read gives back is what the module itself dumped there: objects it built, which unpickle to the same
objects whatever strings they hold. A path is recognised by its words, not its text, so that
`f"{config.archive_dir_path.name}/progress"` read and `b"%s/progress" % config.archive_dir_path.name` written are
one file: the names and attributes it is built from, and the words of its string parts (format fields aside). A
name a function binds once (`path = self._cache_file()`) stands for what it was given, on either side.
A file the module writes anything else to (an upload's bytes, a response) is no such file, and neither is a file a
client names, nor one a function reads at the path its caller gives it whole (`def load(path): open(path)`: a word
alike is no proof it is the same file).
"""

from __future__ import annotations

import ast
import re

from agent_providers.builtin.python_idioms import own_nodes, scopes
from agent_providers.builtin.taint_scope import dotted_name, resolve

# Serialisers whose dump(obj, file) writes objects that their load(file) gives back.
_DUMPS = frozenset({"pickle.dump", "cPickle.dump", "_pickle.dump", "marshal.dump", "dill.dump", "cloudpickle.dump"})
_DUMPS_BYTES = frozenset(name + "s" for name in _DUMPS)
# A helper that writes the bytes it is given to the path it is given first (`safe_write`, `atomic_write`, `save_file`).
_WRITER_NAME = re.compile(r"^_*(safe_|atomic_|atomically_)?(write|save)(_file|_bytes|_atomic)?$", re.IGNORECASE)
# What a thin opener calls: `open` (`io.open`, `gzip.open`), or a file class (`portalocker.LockedFile`).
_FILE_OPENER = re.compile(r"(^|_)open$|[a-z]File$")
_FORMAT_FIELD = re.compile(r"%[-#0 +]*\d*(?:\.\d+)?[a-zA-Z]|\{[^{}]*\}")
_WORD = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


def path_key(node: ast.expr) -> frozenset[str]:
    """The words a path expression is built from: its names and attributes, and its string parts' words."""
    words: set[str] = set()
    for part in ast.walk(node):
        if isinstance(part, ast.Name):
            words.add(part.id)
        elif isinstance(part, ast.Attribute):
            words.add(part.attr)
        elif isinstance(part, ast.Constant) and isinstance(part.value, (str, bytes)):
            text = part.value.decode("latin-1") if isinstance(part.value, bytes) else part.value
            words.update(_WORD.findall(_FORMAT_FIELD.sub(" ", text)))
    return frozenset(words)


def serialised_paths(tree: ast.Module, imports: dict[str, str]) -> frozenset[frozenset[str]]:
    """The path keys of files TREE writes a serialiser's output to, in one function (or at module level):
    `with open(P, "wb") as f: pickle.dump(obj, f)`, or `f = open(P, "wb")` (`self.master = open(P, "rb+")`, or a
    helper of the module that opens the path it is given, see thin_openers) then `pickle.dump(obj, f)`; or the bytes
    of `pickle.dumps(obj)` (there, or bound to a name first) written with `f.write(...)`, `P.write_bytes(...)`, or a
    helper named for writing or saving that is given the path first (`util.safe_write(P, pickled)`). A handle bound
    more than once is the file its nearest binding above the write opened.
    IMPORTS (local name -> imported name) tells which `dump` is a serialiser's."""
    keys: set[frozenset[str]] = set()
    openers = thin_openers(tree)
    for _scope, nodes in scopes(tree):
        found: set[frozenset[str]] = set()  # this scope's own: a bare name is resolved in its scope alone
        handles: dict[str, list[tuple[int, ast.expr | None]]] = {}  # name -> (line, the path it opened) per binding
        serialised: set[str] = set()  # names bound to a serialiser's bytes (`pickled = pickle.dumps(obj)`)
        nodes = list(nodes)
        for node in nodes:  # the names first: the walk meets a statement's calls before the bindings above them
            if isinstance(node, ast.withitem) and isinstance(node.optional_vars, ast.Name):
                handles.setdefault(node.optional_vars.id, []).append(
                    (node.context_expr.lineno, _written_path(node.context_expr, openers)))
            elif isinstance(node, ast.Assign) and len(node.targets) == 1 \
                    and (held := _handle_name(node.targets[0])) is not None:
                # `f = open(P, "wb")`, or an object's `self.master = open(P, "rb+")`; anything else bound there too
                handles.setdefault(held, []).append((node.lineno, _written_path(node.value, openers)))
                if _is_dumps(node.value, imports, serialised) and isinstance(node.targets[0], ast.Name):
                    serialised.add(held)
        for node in nodes:
            written: ast.expr | str | None = None
            if isinstance(node, ast.Call) and node.args and _is_dumps(node.args[-1], imports, serialised):
                written = _bytes_written_to(node, handles)
            elif isinstance(node, ast.Call) and _is_dump(node, imports) and len(node.args) >= 2:
                handle = node.args[1]
                held = _handle_name(handle)
                written = held if held is not None and held in handles else _written_path(handle, openers)
            if isinstance(written, str):
                written = _opened_at(handles, written, getattr(node, "lineno", 0))
            if written is not None:
                found.add(path_key(written))
        # `path = self._cache_file(); open(path, "wb")`: the file is the call's, wherever it is read back from
        once = _bound_once(nodes)
        keys |= found | {path_key(once[name]) for name in _names_of(found) if name in once}
    return frozenset(key for key in keys if key)


def _opened_at(handles: dict[str, list[tuple[int, ast.expr | None]]], name: str, line: int) -> ast.expr | None:
    """The path the handle NAME holds at LINE: what its nearest binding above opened for writing, if that did."""
    above = [(bound, path) for bound, path in handles.get(name, []) if bound <= line]
    return max(above, key=lambda item: item[0])[1] if above else None


def thin_openers(tree: ast.Module) -> frozenset[str]:
    """The names of TREE's functions and methods that open the file at the path they are given first, in the mode
    they are given next, and return it: every return is `open(path, mode)`, or a file class's
    `LockedFile(path, mode)` (or a name bound only to such calls), as web2py's `file_open(self, filename, mode)`. A
    helper that opens another path (a folder it joins, a URL it builds) is none. A name the module defines twice
    counts only when each definition is one."""
    verdicts: dict[str, bool] = {}
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            verdicts[node.name] = verdicts.get(node.name, True) and _opens_its_path(node)
    return frozenset(name for name, thin in verdicts.items() if thin)


def _opens_its_path(node: ast.FunctionDef | ast.AsyncFunctionDef) -> bool:
    params = [a.arg for a in node.args.args]
    if params[:1] in (["self"], ["cls"]):
        params = params[1:]
    if len(params) < 2 or "mode" not in params[1].lower():
        return False
    path, mode = params[0], params[1]
    own = list(own_nodes(node))
    if any(isinstance(n, ast.Name) and n.id in (path, mode) and isinstance(n.ctx, ast.Store) for n in own):
        return False  # the path or the mode bound to something else first
    bound: dict[str, list[ast.expr]] = {}
    for n in own:
        if isinstance(n, ast.Assign) and len(n.targets) == 1 and isinstance(n.targets[0], ast.Name):
            bound.setdefault(n.targets[0].id, []).append(n.value)
    returns = [n.value for n in own if isinstance(n, ast.Return)]
    if not returns:
        return False
    values: list[ast.expr] = []
    for value in returns:
        if isinstance(value, ast.Name) and value.id in bound:
            values.extend(bound[value.id])
        elif value is not None:
            values.append(value)
        else:
            return False
    return all(_opens(value, path, mode) for value in values)


def _opens(value: ast.expr, path: str, mode: str) -> bool:
    """`open(path, mode)` or `SomeFile(path, mode)`: a call of an opener or a file class given PATH and MODE."""
    if not (isinstance(value, ast.Call) and len(value.args) >= 1):
        return False
    func = value.func
    name = func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else ""
    given_mode = value.args[1] if len(value.args) > 1 else next((k.value for k in value.keywords if k.arg == "mode"),
                                                                 None)
    return bool(_FILE_OPENER.search(name)) and isinstance(value.args[0], ast.Name) and value.args[0].id == path \
        and isinstance(given_mode, ast.Name) and given_mode.id == mode


def _names_of(keys: set[frozenset[str]]) -> list[str]:
    """The names that are a whole path key alone (a path written as a bare name)."""
    return [next(iter(key)) for key in keys if len(key) == 1]


def _bound_once(nodes: list[ast.AST]) -> dict[str, ast.expr]:
    """Names a scope's NODES bind exactly once, by a plain assignment: name -> the value assigned."""
    values: dict[str, list[ast.expr | None]] = {}
    for node in nodes:
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(node.targets[0], ast.Name):
            values.setdefault(node.targets[0].id, []).append(node.value)
        elif isinstance(node, ast.Name) and isinstance(node.ctx, ast.Store | ast.Del):
            values.setdefault(node.id, []).append(None)  # any other binding: a loop, a `with`, an unpacking
        elif isinstance(node, ast.arg):
            values.setdefault(node.arg, []).append(None)
    # an assignment's own target is met as a Store too: one assignment is one value and one None
    return {name: found[0] for name, found in values.items()
            if len(found) == 2 and found[0] is not None and found[1] is None}


def bound_once_reads(tree: ast.Module) -> dict[int, ast.expr]:
    """Every read of a name its scope binds exactly once by a plain assignment, by the read's id -> the value
    (`with open(cache_path, "rb")` after `cache_path = self._cache_file()`)."""
    out: dict[int, ast.expr] = {}
    for _scope, nodes in scopes(tree):
        once = _bound_once(nodes)
        for node in nodes:
            if isinstance(node, ast.Name) and isinstance(node.ctx, ast.Load) and node.id in once:
                out[id(node)] = once[node.id]
    return out


def _handle_name(node: ast.expr) -> str | None:
    """The name a file handle is held by: a variable, or an object's attribute by its dotted text (`self.master`)."""
    if isinstance(node, ast.Name):
        return node.id
    return dotted_name(node) if isinstance(node, ast.Attribute) else None


def _written_path(node: ast.expr, openers: frozenset[str]) -> ast.expr | None:
    """P, when NODE is `open(P, mode)` (or `io.open`, `codecs.open`, or one of the module's OPENERS, see
    thin_openers) with a mode that writes (`"wb"`, `"rb+"`)."""
    if not (isinstance(node, ast.Call) and node.args):
        return None
    func = node.func
    name = func.id if isinstance(func, ast.Name) else func.attr if isinstance(func, ast.Attribute) else ""
    if name != "open" and name not in openers:
        return None
    mode = node.args[1] if len(node.args) > 1 else next((k.value for k in node.keywords if k.arg == "mode"), None)
    if isinstance(mode, ast.Constant) and isinstance(mode.value, str) and any(c in mode.value for c in "wax+"):
        return node.args[0]
    return None


def _is_dump(node: ast.Call, imports: dict[str, str]) -> bool:
    name = dotted_name(node.func)
    return name is not None and _serialiser(resolve(imports, name)) in _DUMPS


def _is_dumps(node: ast.expr, imports: dict[str, str], serialised: set[str]) -> bool:
    """Whether NODE is a serialiser's bytes: `pickle.dumps(obj)`, or a name bound to them."""
    if isinstance(node, ast.Name):
        return node.id in serialised
    name = dotted_name(node.func) if isinstance(node, ast.Call) else None
    return name is not None and _serialiser(resolve(imports, name)) in _DUMPS_BYTES


def _serialiser(name: str) -> str:
    """NAME's last two parts: a serialiser re-exported by the package's own compatibility module is the same one
    (`from ._compat import pickle` makes `pickle.dumps` read `beaker._compat.pickle.dumps`)."""
    return ".".join(name.rsplit(".", 2)[-2:])


def _bytes_written_to(call: ast.Call, handles: dict[str, list[tuple[int, ast.expr | None]]]) -> ast.expr | str | None:
    """Where CALL writes the bytes it is given last: a handle's name (`f.write(data)`, `self.out.write(data)`, the
    handle among HANDLES), a path (`P.write_bytes(data)`, `safe_write(P, data)`), or None."""
    func = call.func
    held = _handle_name(func.value) if isinstance(func, ast.Attribute) and func.attr == "write" else None
    if held is not None and held in handles and len(call.args) == 1:
        return held
    if isinstance(func, ast.Attribute) and func.attr == "write_bytes" and len(call.args) == 1:
        return func.value
    name = func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else ""
    if _WRITER_NAME.search(name) and len(call.args) == 2:
        return call.args[0]
    return None

