"""What the taint slot knows about the whole snapshot, beyond the module it is reading.

Owns the project-wide facts one module's analysis may ask for: which identifiers other
files mention (so a function is called dead only when nothing anywhere names it and no
name is built at run time that could reach it), and whether the project is a library
(packaging metadata), whose public functions are called by code outside the snapshot.
It holds names and flags, never code, and reads the snapshot only through the `CodeView`.
"""

from __future__ import annotations

import dataclasses
import hashlib
import json
import re
import sys
from collections import Counter, OrderedDict
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, field
from typing import Any

from agent_providers.builtin import parsing, taint_order
from agent_providers.builtin.compat_names import standard_name
from agent_providers.builtin.route_patterns import Registration, registrations
from agent_providers.builtin.taint_facts import ClassSummary, SinkSite, Summary
from agent_providers.builtin.taint_kept import (
    SETTLED,
    KeptAnalyses,
    KeptAnalysis,
    RecordingOutside,
    replays,
    settled_key,
)
from agent_providers.builtin.taint_library import code_names, library_site
from agent_providers.builtin.taint_module import LINES, Exports, ModuleResult, analyse_module, with_dead
from agent_providers.builtin.taint_packed import DECODED, Analyses, packed
from agent_providers.builtin.taint_rules import TEST_PATH
from tickets.models import SkippedPath
from twokey.kernel.codeview import ABSENT, CodeView
from twokey.kernel.contentstore import Memo, MemoryMemo, RunNotes
from twokey.kernel.coverage import SkipKind
from twokey.kernel.pysource import Means

Loaded = tuple[list[str], ModuleResult]
Lookup = tuple[str, str]  # (module file, name looked up there)
Routed = tuple[tuple[str, Registration], ...]  # (the file a route is registered in, the registration)
RouteTable = dict[str, list[tuple[str, Registration]]]  # handler's last name -> where and how it is routed
# Prefix of a "name" looked up in a module that registers routes: what its table says of one handler (a kept
# raise that read it is stale when that changes; see `fingerprint`).
ROUTE_LOOKUP = "route:"

_OBJECT = frozenset({"object", "builtins.object"})
_IDENT = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
# A string literal that starts a name built at run time: "do_" + verb, f"on_{event}",
# "handle_%s" % kind, "visit_{}".format(node): any function whose name it begins may be
# looked up by that name (getattr, globals(), a registry), so none of them is provably dead.
_NAME_PREFIX = re.compile(r"""["']([A-Za-z_][A-Za-z0-9_]*)(?:["']\s*\+|%s|%\(|\{)""")
# Packaging metadata that makes the snapshot a distributable library.
_PACKAGING = {"setup.py": "", "setup.cfg": "[metadata]", "pyproject.toml": "[project]"}
_POETRY = "[tool.poetry]"


@dataclass
class Usage:
    """Which identifiers each part of the project mentions: non-test files, and test files.

    Built from the text of every Python file, one file at a time, only when a judgement
    needs to know who mentions a name; it holds names, never code."""

    live: dict[str, str] = field(default_factory=dict)  # name -> first non-test path mentioning it
    live_many: set[str] = field(default_factory=set)  # names mentioned by two or more non-test files
    tests: dict[str, str] = field(default_factory=dict)  # name -> first test path mentioning it
    prefixes: set[str] = field(default_factory=set)  # literal starts of names built at run time
    library: bool = False  # the snapshot carries packaging metadata: outside code calls its public API

    called: dict[str, str] = field(default_factory=dict)  # name -> first non-test path using it beyond imports
    called_many: set[str] = field(default_factory=set)  # names so used by two or more non-test files

    def add_names(self, path: str, mentioned: MentionedNames) -> None:
        # Names are interned: the tables below hold every identifier of the project, several times over,
        # and one string object per name (not one per file and table) keeps the index a few megabytes.
        names, prefixes = [sys.intern(name) for name in mentioned["names"]], mentioned["prefixes"]
        self.prefixes.update(prefixes)
        if TEST_PATH.search(path):
            for name in names:
                self.tests.setdefault(name, path)
            return
        for name in names:
            first = self.live.setdefault(name, path)
            if first != path:
                self.live_many.add(name)
        for name in map(sys.intern, mentioned["called"]):
            first = self.called.setdefault(name, path)
            if first != path:
                self.called_many.add(name)

    def used_elsewhere(self, name: str, path: str) -> bool:
        return name in self.live_many or self.live.get(name, path) != path

    def called_elsewhere(self, name: str, path: str) -> bool:
        """Whether a non-test file other than PATH names NAME outside its imports and `__all__`: a package's
        `__init__` re-exporting a function declares it public; it calls nothing."""
        return name in self.called_many or self.called.get(name, path) != path

    def mentioned_outside(self, name: str, path: str) -> bool:
        """Whether any file but PATH (test files included) names NAME."""
        return self.used_elsewhere(name, path) or name in self.tests and self.tests[name] != path

    def built_at_run_time(self, name: str) -> str | None:
        """A literal that starts NAME and is completed at run time somewhere in the project."""
        return next((p for p in sorted(self.prefixes) if name.startswith(p) and name != p), None)


# One file's identifiers and run-time name prefixes (JSON-able, so a memo can keep them by content).
MentionedNames = dict[str, list[str]]


def names_in(text: str) -> MentionedNames:
    return {"names": sorted(set(_IDENT.findall(text))), "prefixes": sorted(set(_NAME_PREFIX.findall(text))),
            "called": sorted(set(_IDENT.findall(_without_standard_attributes(_beyond_imports(text), text))))}


# Python 2's standard modules that Python 3 renamed or dropped (cPickle and __builtin__ are in compat_names).
_PYTHON2_STANDARD = frozenset({"urllib2", "urlparse", "cStringIO", "StringIO", "Cookie", "cookielib", "ConfigParser",
                               "commands", "httplib", "HTMLParser", "htmlentitydefs", "SocketServer", "xmlrpclib",
                               "BaseHTTPServer", "SimpleHTTPServer", "CGIHTTPServer", "Queue", "anydbm", "md5", "sha"})
# `import json`, `import os.path`, `import xml.etree.ElementTree as ET`: the name each binds.
_PLAIN_IMPORT = re.compile(r"^\s*import\s+([\w.]+(?:\s+as\s+\w+)?(?:\s*,\s*[\w.]+(?:\s+as\s+\w+)?)*)", re.MULTILINE)
_ATTRIBUTE = re.compile(r"\b([A-Za-z_]\w*)((?:\s*\.\s*[A-Za-z_]\w*)+)")


def _standard_modules_bound(text: str) -> set[str]:
    """The names TEXT binds to standard-library modules by plain imports (`json`, `os`, `ET`)."""
    bound: set[str] = set()
    for match in _PLAIN_IMPORT.finditer(text):
        for item in match.group(1).split(","):
            dotted, _, alias = item.strip().partition(" as ")
            if standard_name(dotted).split(".")[0] in sys.stdlib_module_names | _PYTHON2_STANDARD:
                bound.add(alias.strip() or dotted.split(".")[0])
    return bound


def _without_standard_attributes(code: str, text: str) -> str:
    """CODE with the attributes of standard-library modules dropped (`json.loads(x)` reads as `json(x)`): they
    name the library's functions, never one of the project's, so a project function `loads` is not called by
    them."""
    standard = _standard_modules_bound(text)
    if not standard:
        return code
    return _ATTRIBUTE.sub(lambda m: m.group(1) if m.group(1) in standard else m.group(0), code)


_IMPORT_LINE = re.compile(r"^\s*(from\s+[\w.]+\s+import\b|import\s|__all__\s*[+]?=)")


def _beyond_imports(text: str) -> str:
    """TEXT without its import statements and `__all__` lists (bracketed continuations included)."""
    kept: list[str] = []
    depth = 0
    for line in text.splitlines():
        if depth > 0 or _IMPORT_LINE.match(line):
            depth = max(depth + line.count("(") + line.count("[") - line.count(")") - line.count("]"), 0)
            continue
        kept.append(line)
    return "\n".join(kept)


def _mentioned(view: CodeView, path: str, content_id: str, memo: Memo) -> MentionedNames | None:
    """PATH's names from MEMO when this content was read before (this run or an earlier one), else read."""
    key = f"taint-names3\0{path}\0{content_id}"
    known = memo.get(key)
    if known is not None:
        return known
    try:
        text = view.read_text(path)
    except Exception:  # withheld or unreadable: it mentions nothing, as before
        return None
    mentioned = names_in(text)
    memo.put(key, mentioned)
    return mentioned


def mention_index(view: CodeView, memo: Memo) -> Iterator[str]:
    """Read which names each Python file mentions into MEMO (where a judging project's usage index looks
    first), one file per step: work for a process that would otherwise wait."""
    for path, content_id in view.python_listing():
        _mentioned(view, path, content_id, memo)
        yield path


def is_library(view: CodeView) -> bool:
    """Whether the snapshot is packaged for others to import (its public functions have outside callers)."""
    for name, marker in _PACKAGING.items():
        try:
            if not view.exists(name):
                continue
            text = view.read_text(name)
        except Exception:  # withheld metadata says nothing either way; err toward "library"
            return True
        if not marker or marker in text or _POETRY in text:
            return True
    return False


class Project:
    """The project-wide facts of one snapshot, computed lazily and at most once.

    Holds the analysis of every module it was asked about (not its text: lines for quotes are
    re-read), the index of module names to paths, and the usage index. A module whose analysis
    is under way answers nothing about itself (an import cycle), so results never depend on
    unbounded recursion.

    A RAISING project analyses each module at most once, with itself as the module's `Outside`,
    and serves per-file raises: other modules are read for their summaries (each module's
    analysis remembers which module files it consulted, transitively, and which names it looked
    up in each, so a kept raise can be checked against them), but no usage index is built:
    nothing is called unused and library mode is off, since those answers would depend on every
    file of the snapshot.

    A JUDGING project (the default) answers those too. It analyses nothing itself: it reads
    each module's analysis from a raising project (ANALYSES, shared with the raises when given)
    and marks the private functions no file names as dead (`with_dead`), which is all the
    usage index changes in a module's analysis."""

    def __init__(self, view: CodeView, raising: bool = False, memo: Memo | None = None,
                 analyses: Project | None = None) -> None:
        self.view, self.raising = view, raising
        if not raising and analyses is None:
            analyses = Project(view, raising=True)
        self.analyses = analyses
        self._memo = memo if memo is not None else MemoryMemo()
        self._usage: Usage | None = None
        self._modules: dict[str, str] | None = None  # full dotted module name -> path
        self._suffixes: dict[str, list[str]] = {}  # dotted suffix (src layouts) -> paths
        self._results = Analyses()  # path -> its analysis, or why it has none (those made elsewhere encoded)
        self._judged_last = RunNotes(maxsize=DECODED)  # a judging project's last few judged modules
        self._lines: OrderedDict[str, list[str]] = OrderedDict()  # the few files quoted last (not all: memory)
        self._names: OrderedDict[str, Counter[str]] = OrderedDict()  # the names the few files asked last write
        self._busy: set[str] = set()
        # Kept for every module to the end of the run, so as sorted tuples: a third of a frozenset's memory.
        self._consulted: dict[str, tuple[str, ...]] = {}  # path -> other module files its analysis read
        self._looked_up: dict[str, tuple[Lookup, ...]] = {}  # path -> (module file, name) its own analysis asked for
        self._collecting: list[tuple[set[str], set[Lookup]]] = []  # one pair per analysis under way, innermost last
        self._fingerprints: dict[tuple[str, tuple[str, ...]], str] = {}
        self._remote: dict[str, list[tuple[str, SinkSite]]] | None = None
        self._handed: dict[str, list[tuple[str, SinkSite]]] | None = None
        self._imports: dict[str, tuple[str, ...]] = {}  # path -> the module files its imports name
        self._open: OpenComponent | None = None  # the import component under analysis
        self.sizes: dict[str, int] = {}  # path -> characters of its text (read for its imports)
        # path -> the findings a helper rendered for it where its text was at hand (taint_report.file_findings)
        # (encoded: a whole project's findings, decoded, were the largest table of the process that keeps them)
        self.premade: dict[str, bytes] = {}
        self._entered: dict[str, list[str]] = {}  # path -> its component's modules, once the component is entered
        self.means: dict[str, Means] = {}  # path -> what parsed it
        self.failures: dict[str, SkippedPath] = {}  # path -> why it was not analysed
        # Analyses kept from earlier runs (a raising project's, when given a store: see taint_kept).
        self.kept: KeptAnalyses | None = None
        self.reused: set[str] = set()  # modules whose kept analysis held (not analysed this run)
        self._digests: dict[int, tuple[Any, str]] = {}  # id of an answer -> (the answer, its digest)
        self._unread: set[str] = set()  # modules whose text could not be read
        self._routes: RouteTable | None = None  # handler -> its registrations

    @property
    def usage(self) -> Usage:
        if self._usage is None:
            self._index()
        assert self._usage is not None
        return self._usage

    def _index(self) -> None:
        """One pass over the snapshot: who mentions which names, and which modules exist.

        Each file's names come from the memo when its content was read before, so an audit that
        judges a few files of a large project reads only those (and what they import)."""
        if self.raising:  # which modules exist, by path only: no file is read for it
            self._usage, modules = Usage(), {module_name(path): path for path, _ in self.view.python_listing()}
            self._modules = modules
            self._add_suffixes(modules)
            return
        usage, modules = Usage(library=is_library(self.view)), {}
        for path, content_id in self.view.python_listing():
            mentioned = _mentioned(self.view, path, content_id, self._memo)
            if mentioned is not None:
                usage.add_names(path, mentioned)
                modules[module_name(path)] = path
        self._usage, self._modules = usage, modules
        self._add_suffixes(modules)

    def _add_suffixes(self, modules: dict[str, str]) -> None:
        for dotted, path in sorted(modules.items()):
            parts = dotted.split(".")
            for start in range(1, len(parts)):
                # A bare one-word suffix would let a repository's json.py shadow the standard json;
                # only source roots (src/, lib/) may be dropped down to one word.
                if len(parts) - start > 1 or ".".join(parts[:start]) in _SOURCE_ROOTS:
                    self._suffixes.setdefault(".".join(parts[start:]), []).append(path)

    def unused_private(self, name: str, path: str) -> bool:
        """NAME (a private function of PATH) is named by no other file, and no name built at run time can reach it."""
        if self.raising:
            return False  # who names it is a question about every file: the refuter's
        usage = self.usage
        return not usage.mentioned_outside(name, path) and usage.built_at_run_time(name) is None

    def outside(self, path: str) -> ModuleOutside:
        """The face of the project that the analysis of PATH sees."""
        return ModuleOutside(self, path)

    # -- modules ------------------------------------------------------------------------

    def find_module(self, dotted: str, package: str = "") -> str | None:
        """The path of the repository module named DOTTED (absolute, a src-layout suffix, Python 2's
        implicit sibling import from PACKAGE, or a one-word name no standard module has, in a folder
        enclosing PACKAGE: a script's own folder), or None for anything else."""
        if self._modules is None:
            self._index()
        assert self._modules is not None
        if dotted in self._modules:
            return self._modules[dotted]
        found = self._suffixes.get(dotted, [])
        if len(found) == 1:
            return found[0]
        if package and f"{package}.{dotted}" in self._modules:
            return self._modules[f"{package}.{dotted}"]
        if package and "." not in dotted and dotted not in sys.stdlib_module_names:
            # A script's folder is on sys.path: web.py and web2py apps import their modules by bare name
            # (`import model`) from the packages below it. The nearest enclosing folder holding one is it.
            parts = package.split(".")
            for end in range(len(parts) - 1, 0, -1):
                enclosing = f"{'.'.join(parts[:end])}.{dotted}"
                if enclosing in self._modules:
                    return self._modules[enclosing]
        return None

    def result(self, path: str) -> Loaded | str:
        """PATH's lines and analysis, or why it has none (see `module`)."""
        module = self.module(path)
        return module if isinstance(module, str) else (self.lines_of(path), module)

    def module(self, path: str) -> ModuleResult | str:
        """PATH's analysis, or why it has none: analysed once (by a raising project, with itself around it;
        a judging project reads it from its raising project and marks what is dead).

        A raising project analyses PATH's import component after every component it imports (see
        taint_order), so the answer never depends on which module was asked for first. Asked during
        another module's analysis, it answers only for a module that analysis's component imports, directly
        or not: a name reached some other way (an attribute of a package nobody imported here) is not
        followed, whatever happens to be analysed already. PATH (and all PATH's own analysis consulted) is
        then noted as consulted by that analysis; the names looked up are kept per module and joined in
        `looked_up`."""
        if self.analyses is not None:
            return self._judged(path)
        if self._open is None:
            if path not in self._results:
                self._analyse_own_component(path)
            return self._results[path]
        if path not in self._open.members and path not in self._open.reach():
            return f"{path} is not imported by the modules being analysed"
        if path in self._results:
            self._note(path)
            return self._results[path]
        if path in self._busy:
            self._note(path)
            return f"{path} is being analysed (an import cycle)"
        if path not in self._open.members:
            # A module the open component imports, asked for the first time: its own component now, with the
            # open one set aside (it cannot reach back into it, or the two would be one component).
            # What that component's analyses read is theirs: only PATH (with all it read) is this analysis's.
            outer, self._open = self._open, None
            collecting, self._collecting = self._collecting, []
            try:
                self._analyse_own_component(path)
            finally:
                self._open, self._collecting = outer, collecting
            self._note(path)
            return self._results[path]
        self._busy.add(path)
        self._collecting.append((set(), set()))
        try:
            self._results[path] = self._analyse(path)
        finally:
            self._busy.discard(path)
            consulted, looked_up = self._collecting.pop()
            self._consulted[path] = tuple(sorted(consulted - {path}))
            self._looked_up[path] = tuple(sorted(looked_up))
        self._note(path)
        return self._results[path]

    def _analyse_own_component(self, path: str) -> None:
        """PATH's import component (the last of those its imports reach), up to PATH; what it imports is
        analysed when its analysis first asks for it."""
        members = self._entered.get(path) or taint_order.components([path], self.imports_of, self.has_result)[-1]
        self._enter(members, until=path)

    def analyse_components(self, ordered: list[list[str]]) -> None:
        """Analyse each component of ORDERED (dependencies first)."""
        for members in ordered:
            self._enter(members)

    def _enter(self, members: list[str], until: str | None = None) -> None:
        """Analyse MEMBERS, one component, in path order: up to UNTIL, when given. The modules after it are
        analysed only when asked for, continuing in the same order from where it stopped, so each module's
        analysis is the same as if the whole component had been analysed at once.

        An import cycle (more than one member) is analysed whole, and then settled (see `_settle`)."""
        if all(member in self._results for member in members):
            return
        for member in members:  # entered once, resumed with the same modules (done ones cut no cycle then)
            self._entered[member] = members
        cycle = len(members) > 1
        self._open = OpenComponent(frozenset(members), self.imports_of)
        try:
            for member in members:
                self.module(member)
                if until is not None and until in self._results and not cycle:
                    break
            if cycle:
                self._settle(members)
        finally:
            self._open = None

    def _settle(self, members: list[str]) -> None:
        """Analyse each member of an import cycle again, with the other members answering for themselves.

        In the first round a member asked about a module whose analysis was under way got no answer (a cycle
        cut): a call through it returned every argument's values, a sink inside it went unseen. In this round,
        in path order, every member answers: with its second analysis once it has one, else with its first.
        What each member's analysis asks is then answered whichever member was entered first, and a summary a
        member settles reaches the members after it (a model's method, then the views that call it)."""
        for member in members:
            if isinstance(self._results[member], str):
                continue  # not analysed (unparseable, withheld): nothing to settle
            self._busy.add(member)
            self._collecting.append((set(), set()))
            try:
                result = self._analyse(member, settled=True)
            finally:
                self._busy.discard(member)
                consulted, looked_up = self._collecting.pop()
                self._consulted[member] = tuple(sorted(consulted - {member}))
                self._looked_up[member] = tuple(sorted(looked_up))
            self._results[member] = result

    def imports_of(self, path: str) -> tuple[str, ...]:
        """The repository module files PATH's import statements name, as its analysis would find them."""
        known = self._imports.get(path)
        if known is None:
            try:
                text = self.view.read_text(path)
            except Exception:  # withheld or unreadable: it imports nothing (its analysis says why it has none)
                text = ""
            package = package_of(path)
            found = {located[0] for name in taint_order.imported_names(text, package)
                     if (located := self._locate(name, package)) is not None}
            known = self._imports[path] = tuple(sorted(found - {path}))
            self.sizes[path] = len(text)
        return known

    def has_result(self, path: str) -> bool:
        return path in self._results

    # -- analyses made in another process (taint_parallel) --------------------------------------

    def export_analyses(self, paths: Sequence[str]) -> dict[str, tuple[Any, ...]]:
        """What this project knows of each of PATHS' analyses, to be imported by another project (each
        analysis encoded: see taint_packed)."""
        return {path: (packed(self._results.encoded(path)), self._consulted.get(path, ()),
                       self._looked_up.get(path, ()), self.means.get(path), self.failures.get(path))
                for path in paths if path in self._results}

    def import_analyses(self, analyses: dict[str, tuple[Any, ...]]) -> None:
        for path, (result, consulted, looked_up, means, failure) in analyses.items():
            self._results[path], self._consulted[path], self._looked_up[path] = result, consulted, looked_up
            if means is not None:
                self.means[path] = means
            if failure is not None:
                self.failures[path] = failure

    def seed_imports(self, imports: dict[str, tuple[str, ...]]) -> None:
        self._imports.update(imports)

    def raise_fingerprints(self, path: str) -> dict[tuple[str, tuple[str, ...]], str]:
        """The fingerprints a kept raise of PATH records of each module it consulted (of the names it looked up
        there), worked out where PATH was analysed, so the process that keeps the raise need not."""
        names = self.names_looked_up([path])
        wanted = [(other, names.get(other, ())) for other in self._consulted.get(path, ()) if other != path]
        return {(other, looked): self.fingerprint(other, looked) for other, looked in wanted}

    def names_looked_up(self, paths: Sequence[str]) -> dict[str, tuple[str, ...]]:
        """For each module file outside PATHS that their analyses asked for names, those names, sorted."""
        names: dict[str, set[str]] = {}
        for other, name in (lookup for path in paths for lookup in self.looked_up(path)):
            if other not in paths:
                names.setdefault(other, set()).add(name)
        return {other: tuple(sorted(found)) for other, found in sorted(names.items())}

    def import_fingerprints(self, fingerprints: dict[tuple[str, tuple[str, ...]], str]) -> None:
        for key, digest in fingerprints.items():
            self._fingerprints.setdefault(key, digest)

    def _judged(self, path: str) -> ModuleResult | str:
        """PATH's analysis from the raising project, with what the whole project says is dead marked so. The
        last few are held (a verdict reads a module and its callers), not all: see taint_packed."""
        known: ModuleResult | str | None = self._judged_last.get(path)
        if known is None:
            assert self.analyses is not None
            known = self.analyses.module(path)
            if not isinstance(known, str):
                dead = {name: span for name, span in known.uncalled.items() if self.unused_private(name, path)}
                known = with_dead(known, dead)
            self._judged_last.put(path, known)
        return known

    def _note(self, path: str) -> None:
        """PATH was read by the analysis under way, and so was all PATH's own analysis read."""
        if self._collecting:
            consulted = self._collecting[-1][0]
            consulted.add(path)
            consulted.update(self._consulted.get(path, ()))

    def _look(self, path: str, name: str) -> None:
        """The analysis under way asked module PATH for NAME (present or not)."""
        if self._collecting:
            self._collecting[-1][1].add((path, name))

    def fingerprint(self, path: str, names: tuple[str, ...] = ()) -> str:
        """A digest of PATH's exports as this project sees them (or of why it has none), line numbers left
        out: lines moving in a module change no importer's findings, only where a finding that cites the
        module points, and a raise that cites it is kept with its content instead. With NAMES, only what
        those names export (a function, a class, a re-export, or nothing), so an importer that looked up
        one helper is not stale when another changed. Computed once."""
        known = self._fingerprints.get((path, names))
        if known is None and names and all(name.startswith(ROUTE_LOOKUP) for name in names):
            known = self._fingerprints[(path, names)] = _digest([self._route_fingerprint(path, n) for n in names], 32)
        if known is None:
            module = self.module(path)
            if isinstance(module, str):
                what: Any = ["unanalysed", module]
            elif not names:
                what = canonical(module.exports, lines=False)
            else:
                exports = module.exports
                what = [self._route_fingerprint(path, name) if name.startswith(ROUTE_LOOKUP) else
                        [name, canonical(exports.functions.get(name), lines=False),
                         canonical(exports.classes.get(name), lines=False), exports.aliases.get(name)]
                        for name in names]
            known = self._fingerprints[(path, names)] = _digest(what, 32)
        return known

    def routes(self, handler: str) -> Routed:
        """Every route the snapshot registers for a handler of that last name, with the file it is in (read
        from the text of every module once, see route_patterns): the analysis under way consulted those files."""
        found = tuple(self._route_index().get(handler, ()))
        for path, _ in found:
            self._note(path)
            self._look(path, ROUTE_LOOKUP + handler)
        return found

    def route_table(self) -> RouteTable:
        """Every route registration of the snapshot by handler name (read from every module's text once)."""
        return self._route_index()

    def seed_routes(self, routes: RouteTable) -> None:
        """Take the route table another process read (a helper is sent only the texts it analyses)."""
        self._routes = routes

    def _route_index(self) -> RouteTable:
        if self._routes is None:
            index: RouteTable = {}
            for path, content_id in self.view.python_listing():
                for registration in self._registrations(path, content_id):
                    index.setdefault(registration.handler, []).append((path, registration))
            self._routes = index
        return self._routes

    def _registrations(self, path: str, content_id: str) -> list[Registration]:
        """PATH's route registrations, from the memo when this content was read before."""
        key = f"taint-routes1\0{path}\0{content_id}"
        known = self._memo.get(key)
        if known is None:
            try:
                text = self.view.read_text(path)
            except Exception:  # withheld or unreadable: it registers nothing anyone can read
                return []
            known = [[r.handler, r.line, [[k, list(c)] for k, c in r.cleared], list(r.open)]
                     for r in registrations(text)]
            self._memo.put(key, known)
        return [Registration(handler, line, tuple((k, tuple(c)) for k, c in cleared), tuple(unbounded))
                for handler, line, cleared, unbounded in known]

    def _route_fingerprint(self, path: str, name: str) -> list[Any]:
        handler = name[len(ROUTE_LOOKUP):]
        # Sorted as text: a capture is keyed by a name or by a position, which do not compare with each other.
        return [name, sorted(json.dumps(canonical((r.cleared, r.open))) for p, r in self._route_index().get(handler, ())
                             if p == path)]

    def consulted(self, path: str) -> frozenset[str]:
        """The other module files PATH's analysis read, directly or through the modules it read."""
        return frozenset(self._consulted.get(path, ()))

    def looked_up(self, path: str) -> set[Lookup]:
        """(module file, name) for every name PATH's analysis asked another module for, directly or through
        the modules it read: what its result can depend on there. Kept per module and joined here (a
        module read inside an import cycle adds what its own analysis looked up: more, never less)."""
        found: set[Lookup] = set()
        for module in (path, *self.consulted(path)):
            found.update(self._looked_up.get(module, ()))
        return found

    def _analyse(self, path: str, settled: bool = False) -> ModuleResult | str:
        """PATH's analysis: the kept one when its questions still get the same answers (see taint_kept),
        else made now, and kept (with the questions it asked) when there is a store. SETTLED: the second
        analysis of a member of an import cycle (see `_settle`), kept apart from its first."""
        kept = self.kept
        content_id = self._content_id(path) if kept is not None else None
        if kept is None or content_id is None:  # nothing to keep it in: no questions to record
            return self._analysed(path, self.outside(path))
        key = settled_key(path) if settled else path
        entry = kept.get(key, content_id)
        if entry is not None and replays(self.outside(path), entry.questions, self.answer_digest):
            self.reused.add(path)
            if entry.means is not None:
                self.means[path] = entry.means
            if entry.failure is not None:
                self.failures[path] = entry.failure
            return entry.result
        outside = RecordingOutside(self.outside(path), self.answer_digest)
        result = self._analysed(path, outside)
        if path not in self._unread:
            kept.put(key, content_id, KeptAnalysis(result, self.means.get(path), self.failures.get(path),
                                                   tuple(outside.questions)))
        return result

    def _content_id(self, path: str) -> str | None:
        try:
            content_id = self.view.content_id(path)
        except Exception:  # withheld or unreadable: nothing to key an entry by
            return None
        return None if content_id == ABSENT else content_id

    def kept_raw(self, path: str) -> tuple[str, str] | None:
        """(content id, encoded entry) of PATH's kept analysis, when there is one (for shipping to a helper).
        PATH may be a `settled_key`: the second analysis of an import cycle's member."""
        content_id = self._content_id(path.removesuffix(SETTLED)) if self.kept is not None else None
        if self.kept is None or content_id is None:
            return None
        raw = self.kept.raw(path, content_id)
        return None if raw is None else (content_id, raw)

    def answer_digest(self, answer: Any) -> str:
        """A digest of one answer to a module's analysis (a function's or class's summary, line numbers
        included, or None), worked out once per answer object."""
        if answer is None:
            return "-"
        known = self._digests.get(id(answer))
        if known is None or known[0] is not answer:
            # The answer is held with its digest, so its id cannot be reused by another object meanwhile.
            known = self._digests[id(answer)] = (answer, _digest(canonical(answer), 24))
        return known[1]

    def _analysed(self, path: str, outside: ModuleOutside | RecordingOutside) -> ModuleResult | str:
        """Quotes come from the original lines; expression text from the lines the tree was parsed
        from (a Python 2 file's line-aligned translation), where its columns match."""
        try:
            text = self.view.read_text(path)
        except Exception as error:  # withheld or unreadable: say so, never guess (and keep nothing: it may read later)
            self._unread.add(path)
            self.failures[path] = SkippedPath(path=path, reason=f"unreadable ({type(error).__name__}: {error})"[:300])
            return f"{path} could not be read: {type(error).__name__}: {error}"[:500]
        try:
            source = parsing.parse(text, filename=path)
            self.means[path] = source.means  # known while it is analysed (ModuleOutside.resolve asks)
            result = analyse_module(source.tree, LINES.split(source.text), outside, source.means is Means.FISSIX)
        except (SyntaxError, ValueError) as error:
            self.means.pop(path, None)
            self.failures[path] = SkippedPath(path=path, kind=SkipKind.UNPARSEABLE,
                                              reason=str(error)[:300] or "unparseable")
            return f"{path} could not be parsed: {type(error).__name__}: {error}"[:500]
        except RecursionError:
            self.means.pop(path, None)
            self.failures[path] = SkippedPath(path=path, reason="too deeply nested to analyse")
            return f"{path} is too deeply nested to analyse"
        return result

    def lines_of(self, path: str) -> list[str]:
        """PATH's original lines, for quotes (re-read when asked, the last few kept: an analysis is
        held for every module, its text is not)."""
        if self.analyses is not None:
            return self.analyses.lines_of(path)
        if path in self._lines:
            self._lines.move_to_end(path)
            return self._lines[path]
        if isinstance(self.module(path), str):
            return []
        lines = self._lines[path] = self.view.read_text(path).splitlines()
        if len(self._lines) > _LINES_KEPT:
            self._lines.popitem(last=False)
        return lines

    def exports(self, path: str) -> Exports | None:
        module = self.module(path)
        return None if isinstance(module, str) else module.exports

    def all_results(self) -> Iterator[tuple[str, ModuleResult]]:
        """Every module's analysis, in path order (analysing those not yet done), one at a time: each is
        decoded as it comes and may be dropped after (see taint_packed)."""
        if self._modules is None:
            self._index()
        assert self._modules is not None
        for path in sorted(self._modules.values()):
            module = self.module(path)
            if not isinstance(module, str):
                yield path, module

    def library_sites(self, path: str) -> list[SinkSite]:
        """PATH's sinks that a public function's own parameter reaches, with that parameter as the
        untrusted source (library mode: see taint_library)."""
        result = self.module(path)
        if self.raising or isinstance(result, str) or TEST_PATH.search(path):
            return []  # who calls a public function is a project-wide question
        found = (library_site(site, path, self._mentions(path), result.api, self.usage.called_elsewhere,
                              lambda name, root: self.own_class(path, name, root=root),
                              takes_object=lambda owner: _takes_object(result, owner)) for site in result.sites)
        return [site for site in found if site is not None]

    def library_caller(self, here: str, site: SinkSite) -> SinkSite | None:
        """SITE, found by HERE's analysis with its sink in another module, with the parameter of HERE's public
        function as its untrusted source, when library mode applies to that function (see taint_library)."""
        module = self.module(here)
        if self.raising or isinstance(module, str) or TEST_PATH.search(here):
            return None
        return library_site(site, here, self._mentions(here), module.api, self.usage.called_elsewhere,
                            lambda name, root: self.own_class(here, name, root=root), remote=True,
                            takes_object=lambda owner: _takes_object(module, owner))

    def _mentions(self, path: str) -> Callable[[str], int]:
        """How often PATH's code writes a name, its tokens read on the first question only (the rule asks
        few; tokenizing every caller module of every judged sink cost two seconds on Django) and the
        counts of the last few modules kept."""
        def count(name: str) -> int:
            if path not in self._names:
                self._names[path] = code_names(self.lines_of(path))
                if len(self._names) > _LINES_KEPT:
                    self._names.popitem(last=False)
            return self._names[path][name]
        return count

    def own_class(self, path: str, name: str, seen: frozenset[tuple[str, str]] = frozenset(), root: bool = False
                  ) -> bool:
        """Whether class NAME of PATH derives from `object` or the project's own classes only, all the way
        up: then none of its methods is a framework's hook. A base the analysis cannot name (a call such as
        `six.with_metaclass(...)`, a subscript), a class not at the top of its module, or a name that is
        not a class of the project, makes it not the project's own. ROOT: from `object` alone."""
        module = self.module(path)
        bases = None if isinstance(module, str) else module.named_bases.get(name)
        if bases is None or (path, name) in seen:
            return False
        if root:
            return all(base in _OBJECT for base in bases)
        for base in bases:
            if base in _OBJECT:
                continue
            located = self._locate(base, "")
            if located is None or len(located[2]) != 1 or not self.own_class(located[0], located[2][0],
                                                                               seen | {(path, name)}):
                return False
        return True

    def sites_into(self, path: str) -> list[tuple[str, SinkSite]]:
        """(caller path, site) for every sink in PATH that another module's values reach through a call."""
        if self._remote is None:
            self._index_remote()
        assert self._remote is not None
        return self._remote.get(path, [])

    def handed_into(self, path: str) -> list[tuple[str, SinkSite]]:
        """(caller path, site) for every call of another module that hands a helper of PATH a value it runs as
        given: the finding sits at that call (see HANDED_CATEGORIES), `site.handed` at PATH's sink."""
        if self._handed is None:
            self._index_remote()
        assert self._handed is not None
        return self._handed.get(path, [])

    def _index_remote(self) -> None:
        self._remote, self._handed = {}, {}
        for here, result in self.all_results():
            for site in result.sites:
                if site.path and site.path != here:
                    self._remote.setdefault(site.path, []).append((here, site))
                if site.handed is not None and site.handed.path != here:
                    self._handed.setdefault(site.handed.path, []).append((here, site))

    # -- names ----------------------------------------------------------------------------

    def resolve(self, canonical: str, package: str = "") -> str:
        """CANONICAL with the repository's own re-exports followed (a `compat.py` that imports
        pickle, an `__init__.py` that re-exports a helper) and compatibility aliases
        (six.moves, cPickle) rewritten to the standard names."""
        for _ in range(_MAX_HOPS):
            located = self._locate(canonical, package)
            if located is None:
                return standard_name(canonical)
            path, module, rest = located
            exports = None
            if rest:
                exports = self.exports(path)
                self._look(path, rest[0])
            if exports is None or rest[0] in exports.functions or rest[0] in exports.classes:
                return ".".join([module, *rest])
            alias = exports.aliases.get(rest[0])
            if alias is None:
                return ".".join([module, *rest])
            canonical, package = ".".join([alias, *rest[1:]]), package_of(path)
        return canonical

    def _locate(self, canonical: str, package: str) -> tuple[str, str, list[str]] | None:
        """(path, full module name, remaining parts) for the longest prefix of CANONICAL that is a module here."""
        parts = canonical.split(".")
        for cut in range(len(parts), 0, -1):
            path = self.find_module(".".join(parts[:cut]), package)
            if path is not None:
                return path, module_name(path), parts[cut:]
        return None

    def function(self, canonical: str) -> Summary | None:
        """The summary of a top-level function of a repository module, by its resolved name."""
        exports = self._exports_for(canonical)
        return exports.functions.get(canonical.rpartition(".")[2]) if exports is not None else None

    def klass(self, canonical: str) -> ClassSummary | None:
        """The summary of a top-level class of a repository module, by its resolved name."""
        exports = self._exports_for(canonical)
        return exports.classes.get(canonical.rpartition(".")[2]) if exports is not None else None

    def safe_parser(self, canonical: str) -> int | None:
        """The line where a repository module binds a module-level name to a parser that resolves no entities."""
        exports = self._exports_for(canonical)
        return exports.safe_parsers.get(canonical.rpartition(".")[2]) if exports is not None else None

    def instance(self, canonical: str) -> str | None:
        """The class of a repository module's module-level instance, by the instance's resolved name."""
        exports = self._exports_for(canonical)
        return exports.instances.get(canonical.rpartition(".")[2]) if exports is not None else None

    def pattern(self, canonical: str) -> str | None:
        """The regular expression a repository module's module-level name is compiled from, by its resolved name."""
        exports = self._exports_for(canonical)
        return exports.patterns.get(canonical.rpartition(".")[2]) if exports is not None else None

    def _exports_for(self, canonical: str) -> Exports | None:
        """The exports of the repository module CANONICAL names something in (the name looked up there)."""
        module, _, name = canonical.rpartition(".")
        path = self.find_module(module) if module else None
        if path is None:
            return None
        exports = self.exports(path)
        self._look(path, name)
        return exports


_MAX_HOPS = 6
_LINES_KEPT = 32
_SOURCE_ROOTS = frozenset({"src", "lib", "source", "python", "app"})


# Fields that only say where something is written: a summary read without them says what a module does.
LINE_FIELDS = frozenset({"line", "end_line", "def_line", "const_line", "call_line", "arg_line", "flags_line",
                         "value_line", "bind_line", "defs"})


def canonical(value: Any, lines: bool = True) -> Any:
    """VALUE as JSON-able data that is the same in every process: sets sorted, dataclasses and named
    tuples as their fields in order (Python's set order of strings changes from one process to the next).
    Without LINES, the fields that hold line numbers are left out."""
    if value is None or isinstance(value, bool | int | float | str):
        return value
    names = _field_names(value)
    if names:
        kept = [name for name in names if lines or name not in LINE_FIELDS]
        return [type(value).__name__, *([name, canonical(getattr(value, name), lines)] for name in kept)]
    if isinstance(value, dict):
        return sorted([str(key), canonical(item, lines)] for key, item in value.items())
    if isinstance(value, set | frozenset):
        return sorted((canonical(item, lines) for item in value), key=json.dumps)
    if isinstance(value, tuple | list):
        return [canonical(item, lines) for item in value]
    return repr(value)


def _digest(value: Any, length: int) -> str:
    """A hex digest of VALUE (JSON-able, the same in every process: see `canonical`), LENGTH characters long."""
    return hashlib.sha256(json.dumps(value).encode()).hexdigest()[:length]


_FIELDS: dict[type, tuple[str, ...]] = {}


def _field_names(value: Any) -> tuple[str, ...]:
    """The fields of a dataclass instance or named tuple, in order (worked out once per type); else none."""
    kind = type(value)
    names = _FIELDS.get(kind)
    if names is None:
        names = (tuple(f.name for f in dataclasses.fields(value)) if dataclasses.is_dataclass(value)
                 and not isinstance(value, type) else tuple(getattr(value, "_fields", ())))
        _FIELDS[kind] = names
    return names


def module_name(path: str) -> str:
    """pkg/sub/mod.py -> pkg.sub.mod; pkg/__init__.py -> pkg."""
    dotted = path[:-3] if path.endswith(".py") else path
    parts = dotted.split("/")
    if parts[-1] == "__init__":
        parts = parts[:-1]
    return ".".join(parts)


def package_of(path: str) -> str:
    """The package a module's relative imports start from."""
    name = module_name(path)
    return name if path.endswith("__init__.py") else name.rpartition(".")[0]


class OpenComponent:
    """The import component under analysis: its modules, and (worked out on the first question, since most
    lookups stay inside) every module they import, directly or not."""

    def __init__(self, members: frozenset[str], imports: Callable[[str], tuple[str, ...]]) -> None:
        self.members, self._imports = members, imports
        self._reach: set[str] | None = None

    def reach(self) -> set[str]:
        if self._reach is None:
            self._reach = taint_order.reach(self.members, self._imports)
        return self._reach


@dataclass(frozen=True)
class ModuleOutside:
    """The project as one module's analysis sees it (the `Outside` of taint_expr)."""

    project: Project
    path: str

    @property
    def module(self) -> str:
        return module_name(self.path)

    @property
    def package(self) -> str:
        return package_of(self.path)

    def resolve(self, canonical: str) -> str:
        resolved = self.project.resolve(canonical, self.package)
        if resolved.rpartition(".")[0] == self.module and not canonical.startswith(self.module + ".") \
                and self.project.means.get(self.path) is not Means.FISSIX:
            # Python 3 has no implicit sibling import: `from yaml import SafeLoader` in a package's own yaml.py names
            # PyYAML. (Python 2 code, read by fissix, may mean the module itself: there `import yaml` inside
            # pkg/yaml.py is pkg.yaml.)
            return standard_name(canonical)
        return resolved

    def function(self, canonical: str) -> Summary | None:
        return self.project.function(canonical) if not self._own(canonical) else None

    def klass(self, canonical: str) -> ClassSummary | None:
        return self.project.klass(canonical) if not self._own(canonical) else None

    def safe_parser(self, canonical: str) -> int | None:
        return self.project.safe_parser(canonical) if not self._own(canonical) else None

    def instance(self, canonical: str) -> str | None:
        return self.project.instance(canonical) if not self._own(canonical) else None

    def pattern(self, canonical: str) -> str | None:
        return self.project.pattern(canonical) if not self._own(canonical) else None

    def routes(self, handler: str) -> Routed:
        return self.project.routes(handler)

    def _own(self, canonical: str) -> bool:
        """CANONICAL names something of this module itself (its analysis has it), not of another module:
        a package's `__init__` is named like the prefix of its submodules (`owl` and `owl.util.load`)."""
        return canonical.rpartition(".")[0] == self.module


def _takes_object(result: ModuleResult, owner: str) -> bool:
    """Whether OWNER (`Cls.name`, a method of RESULT's module) gets its object first: not a `staticmethod`, whose
    summary says it is no method. One the module does not export is taken to."""
    cls, _, method = owner.partition(".")
    klass = result.exports.classes.get(cls)
    summary = klass.methods.get(method) if klass is not None else None
    return summary is None or summary.is_method
