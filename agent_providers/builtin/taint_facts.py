"""The abstract values of the taint slot: where a value came from, and how facts combine.

Owns `Origin`, `Fact`, `SinkSite` and the join/merge rules. Facts are immutable and
bounded (a few origins, a few definition lines), so the analysis stays small and fast.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field
from typing import Any, NamedTuple

from agent_providers.builtin.python_idioms import CookieSetter
from agent_providers.builtin.taint_rules import (
    ADMIN_CATEGORIES,
    ARCHIVE_MEMBERS,
    CONFIG_LOADERS,
    DECLARED_OPTION_CATEGORIES,
    FETCHED,
    FETCHED_CATEGORIES,
    FILE_CONTENTS,
    FILE_RUN_CATEGORIES,
    IN_MEMORY_CATEGORIES,
    LOCAL_READING_CLIENTS,
    MAIL_BODIES,
    OPERATOR_CATEGORIES,
    OPERATOR_FILE_CATEGORIES,
    OWN_RECORDS,
    PROMPT_LABELS,
    STORED,
    STORED_CATEGORIES,
    TEMPLATE_VALUE,
    command_line,
    declared_option,
)

UNTRUSTED = "untrusted"
PARAM = "param"
RANDOM = "random"
HASH = "hash"  # the digest of a weak hash (MD5, SHA-1)
TEMPNAME = "tempname"  # a temporary file name chosen without creating the file (tempfile.mktemp)
UNIQUE = "unique"  # a name no other process can guess (uuid4, secrets, a file mkstemp made): no fixed name
MEMBER = "member"  # an argument of a method, kept in an attribute of self (expr: "Class.method")

MAX_ORIGINS = 6
MAX_SIGNATURES = 12  # kinds and standings an origin cap keeps one of each of (see _cap)
MAX_DEFS = 12


class Origin(NamedTuple):
    """Where a value entered: an untrusted source, a parameter, or a weak random call."""

    kind: str
    label: str  # "request.args", "sys.argv", "parameter cmd"
    expr: str  # the source expression as written
    line: int
    position: int = -1  # the parameter position, for PARAM origins (not `index`: that is tuple.index)
    through: str = ""  # an unmodelled call the value passed through (its taint is then unproven)
    local: bool = False  # chosen by whoever runs the program (argv, environment, input(), stdin)
    path: str = ""  # the file LINE is in, when it is not the module being analysed
    own_path: bool = False  # the request's path ("/..."): it cannot name another host after a fixed one
    any_path: bool = False  # read where any path may arrive (middleware, a catch-all route)
    own_url: bool = False  # the request's own URL, host included: a redirect there returns to the same host
    host: bool = False  # the Host header alone: the client's own, never a link's
    operator: bool = False  # typed by the operator at a prompt, or given to a tool only operators run
    command: bool = False  # an environment variable that holds a command line by convention (PAGER, EDITOR)
    contents: bool = False  # PARAM, MEMBER: what the file the argument names holds, not the argument's value
    cleared: tuple[str, ...] = ()  # the categories a sanitiser made it harmless for (basename: path-traversal)
    in_memory: bool = False  # held in an in-memory file object (`io.BytesIO(data)`), not yet read back out
    gate: int = 0  # read past a refusal of every request but the local user's (the line of that test), or 0
    admin: int = 0  # read by a handler only administrators reach: the line of its guard (admin_guards), or 0
    key: str = ""  # PARAM: the constant key read of the parameter (`ctx["app_dir"]`), whose entry alone is meant


def _origin_order(origin: Origin) -> tuple:
    """Line and expression first (what reads first in the code), then every other field, to break ties."""
    return (origin.line, origin.expr, origin.position, origin.label, origin.path, origin.through, origin.kind,
            origin.local, origin.own_path, origin.any_path, origin.own_url, origin.host, origin.operator,
            origin.command, origin.contents, origin.cleared, origin.in_memory, origin.gate, origin.admin, origin.key)


class Step(NamedTuple):
    """A line that changed a value's standing: a sanitiser, a constant, a guard."""

    name: str
    line: int
    text: str = ""  # the exact source text of the step, when it sits on one line
    path: str = ""  # the file LINE is in, when it is not the module being analysed


class Prune(NamedTuple):
    """Why a statement can never run: a constant condition or an earlier return."""

    reason: str
    line: int
    def_line: int | None = None


@dataclass(slots=True, unsafe_hash=True)
class Fact:
    """What the analysis knows of one value. Immutable by convention: never assigned to once made,
    `evolve` makes a changed copy. Not `frozen`, because a frozen class's constructor sets each field
    through `object.__setattr__`, six times slower, and an audit of Django makes some 700,000 facts."""

    origins: frozenset[Origin] = frozenset()
    const: bool = False  # derived only from literals
    safe: bool = False  # derived only from literals and sanitiser outputs
    html: bool = False  # built with an HTML tag literal
    seq: bool = False  # a list/tuple literal
    sanitiser: Step | None = None
    const_line: int | None = None
    killed: Origin | None = None  # an untrusted value this constant overwrote
    defs: frozenset[int] = frozenset()
    head: Fact | None = None  # for an argument list: the fact of its first element (the program)
    anchor: Step | None = None  # a URL whose scheme/host/path start is fixed (name: host, path or query)
    named: bool = False  # a file path whose name the program chose (a constant or a digest)
    instance: str | None = None  # the class (resolved name) of an object a constructor made
    built: bool = False  # text the program built around other values (a query, a command, a path)
    based: bool = False  # a path the program built under a fixed folder ("/srv/files/" + name)
    handle: bool = False  # an open file object: its contents are what reads return, its path is its name

    def evolve(self, **changes: Any) -> Fact:
        """This fact with CHANGES: `dataclasses.replace` without its per-field checks, five times faster.
        Each field is copied by name (tests/test_builtin_taint.py checks that none is left out); a
        misspelt change fails, as it would there (the slots admit no other attribute)."""
        new = object.__new__(Fact)
        new.origins, new.const, new.safe, new.html, new.seq = self.origins, self.const, self.safe, self.html, self.seq
        new.sanitiser, new.const_line, new.killed, new.defs = self.sanitiser, self.const_line, self.killed, self.defs
        new.head, new.anchor, new.named, new.instance = self.head, self.anchor, self.named, self.instance
        new.built, new.based, new.handle = self.built, self.based, self.handle
        for name, value in changes.items():
            setattr(new, name, value)
        return new

    def of_kind(self, kind: str) -> list[Origin]:
        if not self.origins:
            return []
        # Fully ordered: a set of origins iterates in an order that changes with each process's string hashing,
        # and callers take the first origin or keep the first of equals.
        return sorted((o for o in self.origins if o.kind == kind), key=_origin_order)

    @property
    def untrusted(self) -> list[Origin]:
        """Untrusted origins whose whole path the analysis has seen."""
        return [o for o in self.of_kind(UNTRUSTED) if not o.through]

    @property
    def from_client(self) -> bool:
        """Whether a value a client sent is among its origins (an untrusted one that is not the operator's own)."""
        return any(not o.local for o in self.of_kind(UNTRUSTED))

    @property
    def opaque(self) -> list[Origin]:
        """Untrusted origins that passed through a call the analysis cannot see into."""
        return [o for o in self.of_kind(UNTRUSTED) if o.through]

    @property
    def tainted(self) -> bool:
        return any(o.kind == UNTRUSTED and not o.through for o in self.origins)

    def through(self, call: str) -> Fact:
        """This fact after an unmodelled call: its untrusted origins become unproven."""
        marked = frozenset(o._replace(through=o.through or call) if o.kind == UNTRUSTED else o for o in self.origins)
        return self.evolve(origins=marked)

    def without(self, *kinds: str) -> frozenset[Origin]:
        return frozenset(o for o in self.origins if o.kind not in kinds)


def in_memory_file(fact: Fact) -> Fact:
    """FACT wrapped in an in-memory file object (`io.BytesIO(data)`): a file's contents, no file's name."""
    if not fact.origins:
        return fact
    return fact.evolve(origins=frozenset(o._replace(in_memory=True) if o.kind in (UNTRUSTED, PARAM, MEMBER) else o
                                         for o in fact.origins))


def read_back(fact: Fact) -> Fact:
    """FACT after reading an in-memory file object (a call, a loop over its lines): the value it was made from."""
    if not any(o.in_memory for o in fact.origins):
        return fact
    return fact.evolve(origins=frozenset(o._replace(in_memory=False) for o in fact.origins))


CLEAN = Fact()
CONST = Fact(const=True, safe=True)
CONST_HTML = Fact(const=True, safe=True, html=True)  # a literal with an HTML tag in it


def _cap(origins: set[Origin]) -> frozenset[Origin]:
    """MAX_ORIGINS of ORIGINS, but always the first of each kind and standing (what it is, and what sanitisers cleared
    it for), up to MAX_SIGNATURES of those: a value built from many parameters and a temporary folder is still a name
    in that folder, and a value cleared only for traversal among many escaped for HTML still counts at a page (each
    kind and standing is what some sink judges). First come those no sanitiser cleared, untrusted before others, then
    in the order of the code."""
    if len(origins) <= MAX_ORIGINS:
        return frozenset(origins)
    if any(o.key for o in origins):
        # a parameter's entries read apart would crowd out other origins: read whole again, as every entry is
        return _cap({o._replace(key="") for o in origins})
    # the same kept in every process, whatever order the set iterates in
    ranked = sorted(origins, key=lambda o: (bool(o.cleared), o.kind != UNTRUSTED, *_origin_order(o)))
    kept: dict[tuple[str, tuple[str, ...]], Origin] = {}
    for origin in ranked:
        if len(kept) < MAX_SIGNATURES:
            kept.setdefault((origin.kind, origin.cleared), origin)
    chosen = set(kept.values())
    rest = [origin for origin in ranked if origin not in chosen]
    return frozenset([*chosen, *rest[:max(0, MAX_ORIGINS - len(chosen))]])


def client_statement(category: str, sink: str, fact: Fact) -> bool:
    """Whether FACT, at a SQL sink that runs a whole statement (SINK: `cur.execute`, `db.fetch`), is a statement a
    client wrote whole, run as written (`execute(data["query"])`): a SQL console, which is a feature its access
    control decides, not an injection. Injection is text spliced into a statement the program wrote (FACT is then
    `built`), or a fragment handed to the program's own query (`qs.extra(where=[...])`, `order_by(text(sort))`)."""
    return category == "sql-injection" and sink.rpartition(".")[2] in _STATEMENT_RUNNERS and not fact.built \
        and bool(fact.untrusted) and not fact.of_kind(PARAM) and not fact.of_kind(MEMBER)


# The methods of database drivers and wrappers that run one whole statement they are given.
_STATEMENT_RUNNERS = frozenset({"execute", "executemany", "executescript", "fetch", "fetchrow", "fetchval",
                                "fetch_all", "fetch_one", "fetch_val", "exec_driver_sql"})


# What taint_segments clears a route's one-segment capture of, as pseudo-categories it can take back when the value
# is decoded later (`unquote`): written into a file name beside fixed text, it is harmless for traversal wherever
# the path goes; in a path that ends in a file name the program wrote, where the path is only read (a ".." climbs
# one folder, to a file of that name; a write or a removal there still counts).
SEGMENT_IN_NAME = "segment-in-name"
SEGMENT_CLIMB = "segment-climb"
# A parameter written into a file name beside fixed text, as SEGMENT_IN_NAME is for a capture: a mark, not a
# clearance (whatever the caller passes may hold a "/"). The parameter's sink records it (`ParamSink.in_name`), so
# a caller that passes a route's one-segment capture as it is gets that capture cleared there.
PARAM_IN_NAME = "param-in-name"
# A piece of a client's text cut at its dots (`upload.filename.rsplit(".", 1)[-1]`): it holds no ".", so no ".."
# either, though it may hold a "/". A mark, not a clearance: written after fixed text, no segment it makes can climb
# and the path cannot start with it (see taint_segments).
DOTLESS = "dotless"


def cleared_origin(origin: Origin, categories: Iterable[str]) -> Origin:
    """ORIGIN, harmless from here on for CATEGORIES as well (it still counts everywhere else)."""
    return origin._replace(cleared=tuple(sorted({*origin.cleared, *categories})))


def uncleared_origin(origin: Origin, categories: Iterable[str]) -> Origin:
    """ORIGIN with its clearance for CATEGORIES taken back (what cleared it was undone: markup written back, a
    segment decoded again)."""
    dropped = frozenset(categories)
    return origin._replace(cleared=tuple(c for c in origin.cleared if c not in dropped))


def cleared_untrusted(fact: Fact, categories: Iterable[str]) -> Fact:
    """FACT with its untrusted origins harmless for CATEGORIES (a route's capture that holds no markup)."""
    chosen = tuple(categories)
    return fact.evolve(origins=frozenset(cleared_origin(o, chosen) if o.kind == UNTRUSTED else o
                                         for o in fact.origins))


def cleared_for(fact: Fact, categories: frozenset[str] | set[str], step: Step) -> Fact:
    """FACT made harmless for CATEGORIES by STEP (a base name, a listing's entry): its untrusted origins still count
    everywhere else (see CATEGORY_SANITISERS)."""
    return cleared_untrusted(fact, categories).evolve(safe=True, sanitiser=step)

def join(facts: list[Fact] | tuple[Fact, ...], seq: bool = False) -> Fact:
    """The fact of a value computed from all of FACTS (an operator, a call, a literal)."""
    if not facts:
        return CONST.evolve(seq=seq)
    # One pass (this runs some 200,000 times in an audit of Django): the first sanitiser, constant line
    # and overwritten origin found, in order; constant and safe only if every part is.
    origins: set[Origin] = set()
    defs: set[int] = set()
    const = safe = True
    html = built = False
    sanitiser = const_line = killed = None
    for fact in facts:
        origins |= fact.origins
        defs |= fact.defs
        const, safe = const and fact.const, safe and fact.safe
        html, built = html or fact.html, built or fact.built
        if sanitiser is None:
            sanitiser = fact.sanitiser
        if const_line is None:
            const_line = fact.const_line
        if killed is None:
            killed = fact.killed
    return Fact(origins=_cap(origins), const=const, safe=safe, html=html, seq=seq, sanitiser=sanitiser,
                const_line=const_line, killed=killed,
                defs=frozenset(defs) if len(defs) <= MAX_DEFS else frozenset(sorted(defs)[-MAX_DEFS:]), built=built)


def merge(a: Fact, b: Fact) -> Fact:
    """The fact of a variable after two control-flow paths meet."""
    if a == b:
        return a
    anchor = _merged_anchor(a, b)
    return join([a, b]).evolve(seq=a.seq and b.seq, anchor=anchor, named=a.named and b.named,
                   instance=a.instance if a.instance == b.instance else None)


# Values the program read back from its own store or fetched itself, judged by where they were written: never
# counted where a URL is followed (STORED_CATEGORIES and FETCHED_CATEGORIES hold neither a redirect nor a
# request), so a page's stored redirect target does not choose where a URL built around other untrusted text
# goes; and a list of them is the program's own to look a value up in (taint_engine's `note_lookup`).
PROGRAM_RECORDS = frozenset({STORED, FETCHED, OWN_RECORDS})


def chooses_url(origin: Origin) -> bool:
    """Whether ORIGIN is input that may choose where a URL leads: a parameter, or untrusted text other than the
    request's own URL, the path a route of this host matched, and values never counted at a URL."""
    return origin.kind == PARAM or origin.kind == UNTRUSTED and not (
        origin.own_url or origin.own_path and not origin.any_path) and origin.label not in PROGRAM_RECORDS


def _merged_anchor(a: Fact, b: Fact) -> Step | None:
    """The anchor both paths agree on; a path carrying nothing untrusted does not spoil the other's. What an object
    keeps (a member a client's value may fill) counts as untrusted; so does any untrusted text before an XML
    document's fixed element, the request's own URL too (it is not a link's target there, it is the document)."""
    element = any(f.anchor is not None and f.anchor.name == "element" for f in (a, b))
    anchors = [f.anchor for f in (a, b) if f.anchor is not None or any(
        chooses_url(o) or o.kind == MEMBER or element and o.kind == UNTRUSTED for o in f.origins)]
    first = anchors[0] if anchors else None
    if first is None or any(x is None or x.name != first.name for x in anchors):
        return None
    return first


State = dict[str, Fact]


def merge_states(states: list[State | None]) -> State | None:
    """Join the states of several paths; paths that ended (None) contribute nothing."""
    live = [s for s in states if s is not None]
    if not live:
        return None
    out = dict(live[0])
    for other in live[1:]:
        for name, fact in other.items():
            out[name] = merge(out[name], fact) if name in out else fact
    for name in [n for n in out if n.endswith("]")]:
        if any(name not in state for state in live):
            out.pop(name, None)  # a key's own fact is known only if every path knows it
            owner, _, key = name.partition("[")
            if key[:1] in ("'", '"'):  # an entry one path wrote: the rest no longer holds every other key
                out.pop(rest_key(owner), None)
                out.pop(rest_guard_key(owner), None)
    return out


def item_key(owner: str, key: str) -> str:
    """The state name of one constant-key entry of a dict held in OWNER: `opts['cmd']`."""
    return f"{owner}[{key!r}]"


def rest_key(owner: str) -> str:
    """The state name of what OWNER, a dict some of whose constant keys were assigned here, held apart from those
    entries: what a key never assigned reads (`ctx["files"] = unzip(...)`, then `ctx["app_dir"]`)."""
    return f"{owner}[...]"


def rest_guard_key(owner: str) -> str:
    """The state name of OWNER's whole fact as the last tracked entry left it: the rest (rest_key) holds only while
    OWNER still has that fact, so a change made any other way (a mutating call, a callee's write) voids it."""
    return f"{owner}[... as left]"


def keep_rest(state: State, owner: str, old: Fact, whole: Fact) -> None:
    """OWNER, which had the fact OLD, gets a tracked entry and so the fact WHOLE: what it held before its first tracked
    entry (or before an untracked change) stays its rest."""
    if state.get(rest_guard_key(owner)) != old:
        state[rest_key(owner)] = old
    state[rest_guard_key(owner)] = whole


def rest_of(state: State, owner: str, whole: Fact) -> Fact | None:
    """What a key of OWNER no tracked entry holds reads, when OWNER (whose fact is WHOLE) has a rest (see keep_rest)."""
    rest = state.get(rest_key(owner))
    return rest if rest is not None and state.get(rest_guard_key(owner)) == whole else None


def resolved_key(name: str, source: str) -> str:
    """The state's marker that NAME holds SOURCE resolved (`name = os.path.realpath(source)`) on every path here."""
    return f"{name}[resolved from {source}]"


def resolved_sources(state: State, name: str) -> list[str]:
    """The paths NAME holds resolved on every path here (see resolved_key)."""
    prefix = f"{name}[resolved from "
    return [key[len(prefix):-1] for key in state if key.startswith(prefix)]


def drop_resolved_from(state: State, source: str) -> None:
    """Forget that any name holds SOURCE resolved: SOURCE was given another value."""
    suffix = f"[resolved from {source}]"
    for key in [key for key in state if key.endswith(suffix)]:
        del state[key]


def drop_resolved_attributes(state: State, roots: set[str]) -> None:
    """Forget that any name holds an attribute of one of ROOTS resolved (`self.path`): a call may have set it."""
    for key in [key for key in state if "[resolved from " in key]:
        source = key[key.index("[resolved from ") + len("[resolved from "):-1]
        if "." in source and source.split(".")[0] in roots:
            del state[key]


def drop_items(state: State, owner: str) -> None:
    """Forget the per-key facts of OWNER (it was rebound or mutated in a way not tracked)."""
    prefix = owner + "["
    for name in [n for n in state if n.startswith(prefix)]:
        del state[name]


@dataclass(frozen=True, slots=True)
class SinkSite:
    """One call of a dangerous API, with the facts of what it was given."""

    category: str
    sink: str
    line: int
    end_line: int
    symbol: str
    fact: Fact  # the dangerous argument(s)
    whole: Fact  # every argument
    pruned: Prune | None = None
    safe_reason: Step | None = None
    via: str = ""
    call_line: int | None = None
    arg_text: str = ""  # exact text of the dangerous argument, when on one line
    arg_line: int | None = None
    path: str = ""  # the file the sink is in, when it is not the module being analysed
    scope: str = ""  # the function whose parameters PARAM origins are, when a call carried them to the sink
    kept: bool = False  # the value reached the sink after an object kept it (a constructor's argument)
    handed: ParamSink | None = None  # the sink in another module that the called helper hands the value to

    def __post_init__(self) -> None:
        # A value read from the database counts only where stored text is run (STORED_CATEGORIES), a remote
        # server's response only where it is deserialised or run (FETCHED_CATEGORIES); elsewhere the site reads
        # as it did before such values were followed at all.
        # A value a sanitiser made harmless for this category (see CATEGORY_SANITISERS) counts no more here.
        dropped = {label for label, wanted in ((STORED, STORED_CATEGORIES), (FETCHED, FETCHED_CATEGORIES),
                                               (OWN_RECORDS, frozenset()))
                   if self.category not in wanted}
        if self.category == "path-traversal":
            dropped |= MAIL_BODIES  # a message's body is data, not a file's name
        for name in ("fact", "whole"):
            fact = getattr(self, name)
            if any(self.drops(o, dropped) for o in fact.origins):
                object.__setattr__(self, name, fact.evolve(
                    origins=frozenset(o for o in fact.origins if not self.drops(o, dropped))))

    def drops(self, origin: Origin, dropped: set[str]) -> bool:
        """Whether ORIGIN does not count at this sink: a value of a kind not judged for its category, one a
        sanitiser cleared for it, or one still inside an in-memory file object, where no file is named."""
        return origin.label in dropped or self.category in origin.cleared \
            or self.category == "path-traversal" and SEGMENT_IN_NAME in origin.cleared \
            or origin.in_memory and self.category not in IN_MEMORY_CATEGORIES

    @property
    def counted(self) -> list[Origin]:
        """The proven untrusted origins that make this sink a defect of its category.

        A value the local operator chooses (argv, environment, input(), stdin) crosses no
        trust boundary on its way to a file path, a URL fetched, a redirect or code typed at a
        prompt: the operator already controls the machine. Nor do the operator's command-line arguments on their way
        into a page (a report the operator generates), nor the options a declared command-line interface
        parses into a query or a command it runs. A raw sys.argv, stdin or a prompt's answer still counts for
        shell and SQL injection, and any of them for deserialisation, where a quoting bug bites whoever
        supplied the value.
        Code read from a file is a Python file being run (a config or startup file)."""
        return [o for o in self.fact.untrusted if not self.operators(o)]

    def operators(self, origin: Origin) -> bool:
        """Whether ORIGIN is the operator's own choice for this sink's category (or, for a redirect, the
        path a route of this host already matched)."""
        if origin.label.startswith(TEMPLATE_VALUE):
            return self.category != "xss" or not self.fact.html  # it matters where markup is built around it
        if origin.host and self.category in ("xss", "open-redirect"):
            return True  # a browser sends its own Host header: no link can set it for a victim
        if origin.own_url or (origin.own_path and not origin.any_path):
            return self.category == "open-redirect"  # the host it asked for, or the path a route of it matched
        if self.category in OPERATOR_FILE_CATEGORIES and origin.local and not self.via \
                and not self.sink.startswith(CONFIG_LOADERS) and (
                command_line(origin.label) and self.arg_text == origin.expr or origin.label == FILE_CONTENTS):
            # what the operator gives on the command line, as given (a `click.File` it opened), or the file at the
            # path it names: theirs to load, where the command loads it itself (a pickle is code by purpose). What a
            # call made of it (a manifest fetched from the URL it gave) is whatever the other end sent; handed to a
            # function that loads it (a library's `load_rules(fh)`), that function's own exposure decides. A YAML
            # file is a configuration, which nobody expects to run code: a loader that builds any object does so
            # by accident, whoever named the file (CVE-2021-21371, tenable-jira-cloud's `config.yaml`).
            return True
        if origin.label == FILE_CONTENTS:
            # a file on the machine holds what its operator put there: a path, a URL or a redirect read
            # from it crosses no boundary; code or SQL read from it is a script being run
            return self.category in FILE_RUN_CATEGORIES or self.category in OPERATOR_CATEGORIES
        if origin.operator and self.category == "code-injection":
            return True  # the operator's own code, typed at a prompt or given to an operator's tool
        if origin.operator and self.category == "command-injection" and origin.label in PROMPT_LABELS \
                and not self.fact.built:
            # a command line typed whole at the program's own prompt (a console's `!cmd` or `| grep`): the person
            # typing runs it with their own rights, as their shell would. An answer the program builds a command
            # around (`"ping -c 1 " + host`) is a value, where a quoting bug bites; argv stays counted likewise.
            return True
        if self.category in DECLARED_OPTION_CATEGORIES and declared_option(origin.label):
            return True  # the tool's own options: the query or command its operator asked it to run
        if origin.command:
            # the operator's configured command (PAGER, EDITOR, SHELL): run with a shell as it is meant to be, and
            # a program's path wherever else it goes (an `env.execute(shell)` that a name alone calls SQL)
            return True
        if self.category == "xss" and origin.local and command_line(origin.label):
            return True  # the operator's own arguments in a page: only the operator's own browser could run them
        if self.category == "code-injection" and origin.local and command_line(origin.label):
            return True  # `eval(sys.argv[2])`: code the person running the program wrote, who could run any anyway
        if origin.admin and self.category in ADMIN_CATEGORIES and self.sink not in LOCAL_READING_CLIENTS:
            return True  # an administrator's own settings: the server to test, the model endpoint to use
        return origin.local and self.category in OPERATOR_CATEGORIES

    @property
    def operator_only(self) -> list[Origin]:
        """The operator's origins, when they are all that reaches a sink of an operator-exempt category."""
        if self.fact.of_kind(PARAM):
            return []
        untrusted = self.fact.of_kind(UNTRUSTED)
        return untrusted if untrusted and all(self.operators(o) for o in untrusted) else []

    @property
    def live_taint(self) -> bool:
        return self.pruned is None and self.safe_reason is None and bool(self.counted)


def keyed(fact: Fact, key: str) -> Fact:
    """FACT, a parameter's as the function was entered, read under the constant KEY (`ctx["app_dir"]`): its
    parameter origins name that entry alone, so that a caller whose dict holds the entry apart gives only it."""
    if not any(o.kind == PARAM and not o.key and not o.contents for o in fact.origins):
        return fact
    return fact.evolve(origins=frozenset(o._replace(key=key) if o.kind == PARAM and not o.key and not o.contents
                                         else o for o in fact.origins))


class ParamSink(NamedTuple):
    """A sink inside a function that a parameter reaches (part of its summary)."""

    position: int  # the parameter's position
    category: str
    sink: str
    line: int
    end_line: int
    symbol: str
    via: str
    path: str = ""  # the file the sink is in, when it is not the module whose summary holds it
    passed: bool = False  # the parameter reaches the sink as the caller gave it: the function built nothing around it
    built: bool = False  # the sink gets text built around the parameter (`"fc-list %s" % name`): a command, a query
    program: bool = False  # a command run without a shell: of an argument list, only the program can inject
    writes: bool = True  # a path sink that writes, moves or removes (where an archive's member names do harm)
    markup: bool = False  # an HTML response sink the parameter reaches as it is: only a caller's markup counts
    in_name: bool = False  # a path sink the parameter reaches written into a file name beside fixed text
    # a path sink the parameter reaches with its text as given: not decoded, trimmed nor cut to its parent, so a
    # caller's value the caller wrote into a file name is in that file name still (see taint_segments.as_written)
    kept: bool = False
    # the positions of parameters the sink runs only without (`if data is None:`): a call giving one a value
    # does not reach it (taint_none_guards)
    unless: tuple[int, ...] = ()
    key: str = ""  # the sink gets only the parameter's entry under this constant key (see keyed)


class CookieUse(NamedTuple):
    """A `set_cookie(...)` call: which of Secure/HttpOnly it visibly lacks, and what it carries."""

    line: int
    end_line: int
    missing: tuple[str, ...]  # flags known absent or false
    unknown: bool  # a flag the analysis could not resolve
    flags_line: int | None  # the line of the constant dict the flags came from
    credential: str  # why the cookie holds a credential ("" if nothing says so)
    value_line: int | None  # where the cookie's value was last assigned
    pruned: bool = False
    cleared: bool = False  # an empty value or an expiry of 0: the cookie is being deleted
    constant: str = ""  # the value, when the code writes it as a constant: no secret
    identity: bool = False  # a credential only because a login view sets it naming its user
    scope: str = ""  # the function that sets it
    object_line: int | None = None  # the line of the cookie object's constructor, when not the setter's own


class HashUse(NamedTuple):
    """A weak hash applied to a value named like a password (or inside a password function), or
    inside a class named for that very algorithm (a pluggable legacy implementation)."""

    line: int
    segment: str
    name: str
    bind_line: int | None
    algorithm: bool = False  # the enclosing class is named for the algorithm: configuration picks it
    protocol: str = ""  # why a protocol fixes the digest (named for APOP, NTLM; a challenge-response)
    legacy: str = ""  # why stored data names the digest's scheme (a `{SHA}` tag's branch; see legacy_schemes)


class ReturnedItem(NamedTuple):
    """One element of the tuple a function returns: the parameters and other origins it holds, and the class of
    the object it is, when every return agrees."""

    params: frozenset[int]
    origins: frozenset[Origin]
    instance: str | None = None


@dataclass(slots=True)
class Summary:
    """What a function does with its parameters, for callers in the same module."""

    params: list[str]
    is_method: bool
    symbol: str
    ret_params: frozenset[int] = frozenset()
    ret_origins: frozenset[Origin] = frozenset()
    ret_html: bool = False
    ret_safe: bool = False
    ret_const: bool = False
    ret_seq: bool = False  # every return is a list or tuple (an argument list, say)
    ret_named: bool = False  # every return is a file path whose name the function chose
    ret_built: bool = False  # a return is text built around other values
    ret_anchor: Step | None = None  # every untrusted return is a URL with this fixed start (same module only)
    param_sinks: tuple[ParamSink, ...] = ()
    ret_instance: str | None = None  # every return is an object of this class (a factory: `def _service()`)
    registers: str = ""  # a decorator filing what it decorates in this table of its module (taint_registries)
    checks: frozenset[int] = frozenset()  # parameters it returns only having checked (taint_promises)
    never_returns: bool = False  # it always raises or aborts (taint_promises)
    vouches: frozenset[int] = frozenset()  # parameters its true result vouches for: a predicate (taint_promises)
    # Every non-None return a tuple of one length: per element, the parameters and the origins it holds, so that
    # `args, env = _prepared(args, env)` gives each name its own element's (see ScopeAnalyser.note_items).
    ret_items: tuple[ReturnedItem, ...] = ()
    # parameters every return writes into a file name beside fixed text (PARAM_IN_NAME): a caller's one-segment
    # capture passed as it is stays in that name (`spool_path(item_id)` returning `join(TMP, f"up-{item_id}")`)
    ret_in_name: frozenset[int] = frozenset()
    # parameters every return holds only cut at their dots and written after fixed text (DOTLESS): whatever a caller
    # passes, the path returned cannot climb through it (`f"{uuid}.{upload.filename.rsplit('.', 1)[-1]}"`)
    ret_cut: frozenset[int] = frozenset()
    # parameters whose object the function may change: (position, the constant keys it writes), or (position, None)
    # when it may change it any other way (taint_mutations); a position not listed is only read
    changes: tuple[tuple[int, tuple[str, ...] | None], ...] = ()
    wrapped: bool = False  # decorated by what may call it with other arguments than its callers wrote
    # a cookie setter of the project's own (python_idioms.project_cookie_setter): whether its callers choose flags at
    # all, the flags it turns on unless they say otherwise, and which parameters are the cookie's name and value;
    # None for a function that is none
    cookie_setter: CookieSetter | None = None

    def key(self) -> tuple:
        return (self.ret_params, self.ret_origins, self.ret_html, self.ret_safe, self.ret_const, self.ret_seq,
                self.ret_named, self.ret_built, self.ret_anchor, self.param_sinks, self.ret_instance, self.registers,
                self.checks, self.never_returns, self.vouches, self.ret_items, self.ret_in_name, self.ret_cut,
                self.changes, self.wrapped, self.cookie_setter)

    def changed(self, position: int) -> tuple[str, ...] | None:
        """The constant keys the function writes into the object at POSITION (empty: it only reads it), or None."""
        return next((keys for at, keys in self.changes if at == position), ())


class HookCall(NamedTuple):
    """What a method of a class hands to `self.NAME(...)` of a client's: the template method's hook. Whichever class
    the object is, an override of NAME in a subclass receives it, in whatever module that subclass is defined."""

    method: str  # NAME
    key: int | str  # the argument's position after self, or its keyword
    fact: Fact  # the argument as the caller built it, with only the client's origins (located when exported)
    caller: str  # the method making the call: a subclass that overrides it never makes this call
    call_line: int  # the first line of such a call


@dataclass(slots=True)
class ClassSummary:
    """What a class's methods do with their arguments, for callers in other modules."""

    symbol: str  # the class's resolved dotted name
    bases: tuple[str, ...] = ()  # the resolved dotted names of its bases
    methods: dict[str, Summary] = field(default_factory=dict)
    # (method, parameter position, sink): an argument of that method, kept in an attribute of the
    # object, reaches the sink when another method (or code holding the object) uses it.
    member_sinks: tuple[tuple[str, int, ParamSink], ...] = ()
    checked_fields: frozenset[str] = frozenset()  # fields its validators check on every return (taint_models)
    field_models: dict[str, str] = field(default_factory=dict)  # field -> the project class it is annotated with
    hook_calls: tuple[HookCall, ...] = ()  # what its methods hand a client's to `self.NAME(...)`, for subclasses


class DebugUse(NamedTuple):
    """A debug mode or debugger switched by a value: on by a literal, off, or by the operator's choice."""

    line: int
    state: str  # "on", "off", "operator" (environment, argv, configuration read at run time) or "unknown"
    segment: str  # the exact text of the switch
    context: str = ""  # the settings class it is set in, if any (DevelopmentConfig)
    unset: str = ""  # "on": the environment variable that leaves it on when a deployment does not set it
    gate: str = ""  # "on" in a function every call of which runs under a debugging test: that `if` (`if debug:`)
    gate_line: int = 0  # and its line
    direct: bool = False  # the gate is an `if` around the switch itself, not around every call of its function
    # a star import below it of the deployment's own settings (`from settings_local import *`): (line, module)
    override: tuple[int, str] | None = None
    runner: str = ""  # the command it starts a server in, when the command's name says it is a development server
    loopback: str = ""  # the loopback address the development server it starts listens on (see loopback_listener)


def without_archive_names(fact: Fact) -> Fact:
    """FACT without an archive's member names: at a path sink that only reads, they do no harm."""
    members = [origin for origin in fact.origins if origin.label == ARCHIVE_MEMBERS]
    return fact.evolve(origins=fact.origins.difference(members)) if members else fact
