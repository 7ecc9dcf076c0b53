"""The statement walker of the taint slot: one scope, flow-sensitive enough.

Owns assignment (with constant overwrites that kill taint), branches (constant ones are
pruned, allowlist guards narrow), loops, try/with/match, dead code after a return, and
container mutation. It never looks outside the scope it is given, except through the
module's summaries.
"""

from __future__ import annotations

import ast
import itertools
import re
from collections.abc import Callable, Collection, Iterable

from agent_providers.builtin import taint_dispatch, taint_segments
from agent_providers.builtin.python_idioms import RESPONSE_BODIES, accepts_existing, names_debugging, response_owner
from agent_providers.builtin.taint_ast_vetting import walked_tree
from agent_providers.builtin.taint_expr import Call, ModuleContext, validating_method
from agent_providers.builtin.taint_facts import (
    CLEAN,
    CONST,
    MAX_DEFS,
    MEMBER,
    PARAM,
    PROGRAM_RECORDS,
    UNIQUE,
    UNTRUSTED,
    Fact,
    Origin,
    Prune,
    State,
    Step,
    cleared_for,
    cleared_origin,
    drop_items,
    drop_resolved_attributes,
    drop_resolved_from,
    in_memory_file,
    item_key,
    join,
    keep_rest,
    merge,
    merge_states,
    read_back,
    resolved_key,
    resolved_sources,
    rest_guard_key,
    rest_key,
)
from agent_providers.builtin.taint_intent import literal_text
from agent_providers.builtin.taint_mutations import KEYED_METHODS, READING_METHODS, reads_only
from agent_providers.builtin.taint_none_guards import always_leaves, given_parameters, is_none, none_tested
from agent_providers.builtin.taint_promises import NO_RETURN
from agent_providers.builtin.taint_rules import (
    IN_MEMORY_FILES,
    MUTATING_METHODS,
    PATH_CONSTRUCTORS,
    TAINT_CATEGORIES,
    URL_VALIDATOR_NAME,
    URL_VALIDATORS,
)
from agent_providers.builtin.taint_scope import const_truth, dotted_name, ends_branch
from agent_providers.builtin.taint_sinks import SinkMatcher, key_text, no_entities
from agent_providers.builtin.taint_urls import start_kind
from agent_providers.builtin.url_validators import CONFIGURED_ORIGIN, split_url, startswith_literal

_GUARD_METHODS = frozenset({"isdigit", "isdecimal", "isnumeric", "isalnum", "isalpha", "isidentifier"})
_GUARD_FUNCTIONS = frozenset({"re.fullmatch"})
# Characters a name may join its words with, which a check can leave out before asking the rest to be letters or
# digits (`code.replace("-", "").isalnum()`): none of them is a folder separator or a dot.
_WORD_JOINERS = frozenset("-_ ")
# Comparisons in constant time, the standard library's and those frameworks and projects write themselves (Django's
# constant_time_compare, Werkzeug's safe_str_cmp, Bottle's _lscmp, a fallback of that name for old Pythons): a digest
# given to one is being verified.
_SIGNATURE_CHECK = re.compile(r"^_*(compare_digest|constant_time_compare|const_time_compare|safe_str_cmp|"
                              r"secure_compare|timing_safe_compare|strings_equal|lscmp)$")
# A gRPC servicer's `context.abort(code, details)` raises to end the call with that status.
_ABORTS_CALL = frozenset({"context.abort", "context.abort_with_status"})
_SKIP = (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)
_LOOPS = (ast.For, ast.AsyncFor, ast.While)


def _raises(body: list[ast.stmt]) -> bool:
    """Whether BODY has a `raise` statement of its own (not one of a function or class defined inside it)."""
    return _has_own(body, ast.Raise, _SKIP)


def _breaks(body: list[ast.stmt]) -> bool:
    """Whether BODY (a loop's) has a `break` of its own loop: not one of a loop or a function inside it."""
    return _has_own(body, ast.Break, (*_LOOPS, *_SKIP))


def _has_own(body: list[ast.stmt], kind: type[ast.stmt], inner: tuple[type[ast.stmt], ...]) -> bool:
    """Whether BODY holds a KIND statement outside the INNER statements in it (a nested loop's `else` is outside
    its loop: a `break` there ends the loop around it)."""
    pending: list[ast.AST] = list(body)
    while pending:
        node = pending.pop()
        if isinstance(node, kind):
            return True
        if isinstance(node, inner):
            pending.extend(node.orelse if isinstance(node, _LOOPS) else ())
            continue
        pending.extend(child for child in ast.iter_child_nodes(node)
                       if isinstance(child, (ast.stmt, ast.excepthandler, ast.match_case)))
    return False


class ScopeAnalyser(SinkMatcher):
    """Walks the statements of one function (or of the module body)."""

    def __init__(self, ctx: ModuleContext, symbol: str, handler: bool = False, prune: Prune | None = None) -> None:
        super().__init__(ctx, symbol, handler)
        self.prune = prune
        self.returns: Fact | None = None
        # The classes of the objects it returns (`return None` aside: a factory that may fail still makes them).
        self.returned_classes: set[str | None] = set()
        self.dead_regions: set[tuple[int, int, Prune]] = set()
        self.name = symbol.rsplit(".", 1)[-1]
        self.checks: dict[str, tuple[str, Step]] = {}  # bool name -> (the name it vouches for, the check)
        # a call's position -> the call, whose result a name holds, the names it read and the name's fact (note_held)
        self.held: dict[str, tuple[ast.Call, set[str], Fact]] = {}
        # Names last given a normalised path (`full = os.path.realpath(os.path.join(root, name))`): a prefix test
        # on one later (`full.startswith(root)`) is a containment check, as it is on the call itself.
        self.normalised: set[str] = set()
        self.resolved_markers = False  # some name holds a path resolved (taint_facts `resolved_key`)
        # Names given a path relative to a folder (`rel = os.path.relpath(full, root)`) -> that path's name and the
        # line: a failed test of whether REL climbs (`rel.startswith("..")`) keeps the path under the folder, while
        # the state still holds REL from that line alone and PATH from before it (see relative_of).
        self.relative: dict[str, tuple[str, int]] = {}
        self.member_stores: dict[str, Fact] = {}  # attribute of self -> what this scope stores in it
        self.class_body_name = ""  # the class whose body is being walked, if any
        # Per loop being walked, innermost last: the states that left its body early by `continue` or `break`.
        self.jumps: list[list[State]] = []
        self.signed_names: dict[str, ast.Call] = {}  # name -> the keyed digest it holds (`h = new_hmac(key, url)`)
        self.owner_checked = False  # the function reads a file's owner (st_uid): a folder it found is checked
        self.branch_tests: list[ast.expr] = []
        # whether each of those conditions reads a value a client sent (not the operator's environment or argv)
        self.branch_from_client: list[bool] = []
        self.not_redirects: dict[str, Step] = {}
        self.url_parts: dict[str, str] = {}  # a name holding urlsplit(X) -> X ("" when X is no name)
        self.url_hosts: dict[str, str] = {}  # a name holding urlsplit(X).hostname (or .netloc) -> X
        # Responses this scope declared HTML (`resp.content_type = falcon.MEDIA_HTML`): the body it then sets is a page.
        self.html_responses: set[str] = set()
        # The parameters' facts at each normal exit (a `return`, the body's end), for taint_promises.
        self.exit_params: list[dict[str, Fact]] = []
        self.true_exits: list[dict[str, Fact]] = []  # and at each return of a true value
        # Per non-None return, the facts of the tuple's elements it returns (None: it returns no tuple).
        self.item_returns: list[list[Fact] | None] = []

    def block(self, stmts: list[ast.stmt], state: State | None) -> State | None:
        previous: State = {}
        guards = len(self.none_guards)
        try:
            for index, stmt in enumerate(stmts):
                if state is None:
                    why = Prune("unreachable: an earlier statement always returns, raises, continues or breaks",
                                stmts[index - 1].lineno)
                    self.dead(stmts[index:], why, previous)
                    return None
                previous = state
                if isinstance(stmt, ast.If) and not stmt.orelse and always_leaves(stmt.body):
                    # `if data is not None: return parse(data)`: the rest of the block runs only without DATA
                    leaves_unless = self.given_parameters(none_tested(stmt.test)[1], state, stmt)
                else:
                    leaves_unless = ()
                state = self.stmt(stmt, state)
                if leaves_unless:
                    self.none_guards.append(leaves_unless)
            return state
        finally:
            del self.none_guards[guards:]

    def dead(self, stmts: list[ast.stmt], why: Prune, state: State) -> None:
        if not stmts:
            return
        self.dead_regions.add((stmts[0].lineno, stmts[-1].end_lineno or stmts[-1].lineno, why))
        outer, self.prune = self.prune, self.prune or why
        try:
            self.block(stmts, dict(state))
        finally:
            self.prune = outer

    def stmt(self, stmt: ast.stmt, state: State) -> State | None:
        handler = getattr(self, "_st_" + type(stmt).__name__, None)
        if handler is not None:
            return handler(stmt, state)
        if isinstance(stmt, ast.ClassDef):
            self.class_body(stmt, state)
        if isinstance(stmt, _SKIP):
            drop_items(state, stmt.name)  # the name is bound anew: what was known of its old value goes
            state[stmt.name] = CLEAN
            return state
        self._children(stmt, state)
        if isinstance(stmt, (ast.Import, ast.ImportFrom)):
            for alias in stmt.names:  # `import json as safe` binds the name anew as much as an assignment does
                drop_items(state, alias.asname or alias.name.split(".")[0])
        return state

    def class_body(self, stmt: ast.ClassDef, state: State) -> None:
        """A class body's own assignments (settings classes: `DEBUG = True`), in a state of its own;
        its methods are analysed as defs."""
        outer, self.class_body_name = self.class_body_name, stmt.name
        try:
            self.block([s for s in stmt.body if isinstance(s, (ast.Assign, ast.AnnAssign))], dict(state))
        finally:
            self.class_body_name = outer

    def _st_Expr(self, stmt: ast.Expr, state: State) -> State | None:
        self.ev(stmt.value, state)
        call = stmt.value
        self.note_relative_to(call, state)
        if isinstance(call, ast.Call) and isinstance(call.func, ast.Name) and call.func.id in self.ctx.ast_vetters \
                and call.args and isinstance(call.args[0], ast.Name):  # `_check(tree, names)`: raises unless vetted
            self.vet_tree(call.args[0].id, stmt, state)
        if isinstance(call, ast.Call) and (self.ctx.canonical(call.func) in NO_RETURN or id(call) in self.ending_calls
                                           or dotted_name(call.func) in _ABORTS_CALL and "grpc" in self.ctx.packages):
            return None
        return state

    # --- assignment ----------------------------------------------------------------

    def _st_Assign(self, stmt: ast.Assign, state: State) -> State:
        target, value = stmt.targets[0], stmt.value
        pairs = _pairwise(target, value) if len(stmt.targets) == 1 else None
        if pairs is not None:
            facts = [self.ev(v, state) for _, v in pairs]  # every right-hand side first, as Python does
            for (element, _), fact in zip(pairs, facts, strict=True):
                self.assign(element, fact, state, stmt)
            return state
        fact = self.ev(value, state)
        items = self.unpacked.pop(id(value), None)
        if items is not None and len(stmt.targets) == 1 and isinstance(target, (ast.Tuple, ast.List)) \
                and len(target.elts) == len(items) and not any(isinstance(e, ast.Starred) for e in target.elts):
            for element, item in zip(target.elts, items, strict=True):  # `args, env = _prepared(args, env)`
                self.assign(element, item, state, stmt)
            return state
        if len(stmt.targets) == 1 and isinstance(target, (ast.Tuple, ast.List)) \
                and not any(isinstance(e, ast.Starred) for e in target.elts) \
                and any(taint_segments.dotless_piece(value, i) for i in range(len(target.elts))):
            for i, element in enumerate(target.elts):  # `name, ext = upload.filename.rsplit(".", 1)`
                piece = taint_segments.cut_at_dots(fact) if taint_segments.dotless_piece(value, i) else fact
                self.assign(element, piece.evolve(seq=False), state, stmt)
            return state
        for target in stmt.targets:
            self.assign(target, fact, state, stmt)
        if len(stmt.targets) == 1:
            self.track_items(stmt.targets[0], value, state, stmt)
        self.note_relative_to(value, state)  # `rel = full.resolve().relative_to(base)`
        return state

    def track_items(self, target: ast.AST, value: ast.AST, state: State, stmt: ast.stmt) -> None:
        """`opts = {'cmd': 'uptime', 'name': user}`: each constant key keeps its own fact."""
        owner = dotted_name(target)
        if owner is None or not isinstance(value, ast.Dict):
            return
        keys = [k.value for k in value.keys if isinstance(k, ast.Constant) and isinstance(k.value, str)]
        if len(keys) != len(value.keys):
            return  # a computed key or a `**spread`: the entries cannot be told apart
        for key, item in zip(keys, value.values, strict=True):
            state[item_key(owner, key)] = self.stamped(self.quiet_ev(item, state), stmt.lineno, None)

    def _st_AnnAssign(self, stmt: ast.AnnAssign, state: State) -> State:
        if stmt.value is not None:
            self.assign(stmt.target, self.ev(stmt.value, state), state, stmt)
        return state

    def _st_AugAssign(self, stmt: ast.AugAssign, state: State) -> State:
        old = self.ev(stmt.target, state)
        added = self.ev(stmt.value, state)
        fact = join([old, added])
        if isinstance(stmt.op, ast.Add) and old.seq:  # args += more: the program stays the same
            fact = fact.evolve(seq=True, head=old.head)
        elif isinstance(stmt.op, ast.Add):  # url += "?" + query: what came first still leads
            value = stmt.value
            literal = value.value if isinstance(value, ast.Constant) and isinstance(value.value, str) else None
            fact = self.anchored(fact.evolve(built=True), [old, literal if literal is not None else added], stmt)
        self.assign(stmt.target, fact, state, stmt)
        return state

    def assign(self, target: ast.AST, fact: Fact, state: State, stmt: ast.stmt) -> None:
        owner = dotted_name(target)
        if owner is not None:
            drop_items(state, owner)
            if self.resolved_markers:  # only scopes that resolved a path into a name hold such markers
                drop_resolved_from(state, owner)
        value = getattr(stmt, "value", None)
        text = literal_text(value)
        if text is not None and isinstance(value, ast.Constant) and not self.mute:
            self.ctx.literals[stmt.lineno] = (text, self.ctx.segment(value))
        credential = target.attr if isinstance(target, ast.Attribute) else getattr(target, "id", "")
        self.note_credential(credential, fact, value, stmt.lineno)
        self.note_debug(credential, fact, value, stmt.lineno, self.ctx.segment(target))
        if isinstance(target, ast.Name):
            if isinstance(value, ast.Call) and self.keyed_digest(value):
                self.signed_names[target.id] = value
            else:
                self.signed_names.pop(target.id, None)
            written = key_text(value) if isinstance(value, ast.expr) else None
            if written is not None:
                self.key_texts[target.id] = written  # a session key made at run time and stored under this name
            else:
                self.key_texts.pop(target.id, None)
            state[target.id] = self.stamped(fact, stmt.lineno, state.get(target.id))
            self.note_use(target.id, fact, stmt.lineno, target.id)
            self.note_parser(target.id, getattr(stmt, "value", None), stmt.lineno)
            self.note_check(target, getattr(stmt, "value", None), stmt.lineno)
            self.note_held(target.id, stmt, state)
            value_node = getattr(stmt, "value", None)
            if isinstance(value_node, ast.Call) and _realpath_call(value_node) \
                    and (source := dotted_name(_unnormalised(value_node))) not in (None, target.id):
                # `resolved = os.path.realpath(self.abspath)`: a marker every path must hold (see merge_states)
                state[resolved_key(target.id, source)] = Fact(defs=frozenset({stmt.lineno}))
                self.resolved_markers = True
            if _resolving(getattr(stmt, "value", None)):
                # resolved on every path that reaches a later read (see note_relative_to), as the relpath marker
                state[_resolved_key(target.id)] = Fact(defs=frozenset({stmt.lineno}))
            if _relpath_of(getattr(stmt, "value", None)) is not None:
                # a marker every path must hold for the name to still be that relative path (merge_states keeps an
                # item only where all paths do; assigning the name drops its items)
                state[_relpath_key(target.id)] = Fact(defs=frozenset({stmt.lineno}))
            self.note_lookup(target, getattr(stmt, "value", None), state, stmt.lineno)
            self.note_status(target.id, getattr(stmt, "value", None))
        elif isinstance(target, ast.Attribute):
            name = dotted_name(target)
            if name is not None:
                state[name] = self.stamped(fact, stmt.lineno, state.get(name))
                self.note_parser(name, getattr(stmt, "value", None), stmt.lineno)
            self.note_use(target.attr, fact, stmt.lineno, self.ctx.segment(target))
            if name == f"self.{target.attr}":
                self.note_member(target.attr, fact)
            owner = dotted_name(target.value)
            if target.attr == "content_type" and owner is not None and response_owner(owner) \
                    and value is not None and "html" in self.ctx.segment(value).lower():
                self.html_responses.add(owner)
            if target.attr in RESPONSE_BODIES and owner in self.html_responses and fact.html \
                    and not self.mute:
                # Falcon's `resp.text = "<h1>%s</h1>" % name` once the response is declared HTML (JSON by default)
                self.record("xss", f"{owner}.{target.attr} of an HTML response", stmt, fact, fact, None, value)
            if target.attr == "location" and response_owner(owner) and not self.mute:
                # WebOb's response.location = url (a `self.location` of any other object is a place or a path)
                self.record("open-redirect", f"{name or 'response'} assignment", stmt, fact, fact, None,
                            getattr(stmt, "value", None))
        elif isinstance(target, ast.Subscript):
            self.store_item(target, fact, state, stmt)
        elif isinstance(target, (ast.Tuple, ast.List)):
            for element in target.elts:
                self.assign(element, fact.evolve(seq=False), state, stmt)
        elif isinstance(target, ast.Starred):
            self.assign(target.value, fact, state, stmt)

    def store_item(self, target: ast.Subscript, fact: Fact, state: State, stmt: ast.stmt) -> None:
        self.ev(target.slice, state)
        self.session_store(target, fact, stmt)
        self.header_store(target, fact, stmt)
        self.settings_under(target.slice, getattr(stmt, "value", None))
        key = target.slice
        if isinstance(key, ast.Constant) and isinstance(key.value, str):
            self.note_use(key.value, fact, stmt.lineno, self.ctx.segment(key))
            self.note_credential(key.value, fact, getattr(stmt, "value", None), stmt.lineno)
            self.note_debug(key.value, fact, getattr(stmt, "value", None), stmt.lineno, self.ctx.segment(target))
        owner = dotted_name(target.value)
        if owner is not None:
            old = self.lookup(owner, state)
            if isinstance(key, ast.Constant) and key.value == 0 and type(key.value) is int:
                # `cmd[0] = locate_executable(cmd[0])`: an argument list whose program is put in place (duplicity's
                # and Lektor's PATH lookups); the rest of the list is still what it was
                state[owner] = join([old, fact]).evolve(seq=True, head=fact)
                return
            whole = state[owner] = join([old, fact]).evolve(seq=old.seq)
            if isinstance(key, ast.Constant) and isinstance(key.value, str):
                state[item_key(owner, key.value)] = self.stamped(fact, stmt.lineno, None)
                keep_rest(state, owner, old, whole)
            else:
                drop_items(state, owner)  # an unknown key may overwrite any entry

    def note_member(self, attribute: str, fact: Fact) -> None:
        """`self.NAME = value` in a method: other methods read what any method stores. This method's
        own parameters become MEMBER origins, tied to it, so that its callers decide their taint."""
        if self.mute or not self.class_symbol:
            return
        origins = set(fact.without(PARAM))
        for origin in fact.of_kind(PARAM):
            origins.add(Origin(MEMBER, f"argument {origin.expr} of {self.symbol}()", self.symbol, origin.line,
                               origin.position))
        kept = Fact(origins=frozenset(origins), instance=fact.instance, html=fact.html, seq=fact.seq,
                    safe=fact.safe, const=fact.const and not fact.origins, built=fact.built, anchor=fact.anchor)
        old = self.member_stores.get(attribute)
        self.member_stores[attribute] = merge(old, kept) if old is not None else kept

    def stamped(self, fact: Fact, line: int, old: Fact | None) -> Fact:
        defs = frozenset(sorted(fact.defs | {line})[-MAX_DEFS:])
        if not fact.const:
            return fact.evolve(defs=defs, killed=None)
        killed = old.untrusted[0] if old is not None and old.tainted else None
        return fact.evolve(defs=defs, const_line=line, killed=killed)

    def note_parser(self, name: str, value: ast.AST | None, line: int) -> None:
        """A parser built with resolve_entities=False, kept under NAME (module-wide when at module level
        or in self, so every function that parses with it sees it)."""
        if isinstance(value, ast.Call) and no_entities(value):
            self.safe_parsers[name] = line
            if self.symbol == "<module>" or name.startswith("self."):
                self.ctx.safe_parsers.setdefault(name, line)

    def handed_on(self, call: Call, state: State) -> None:
        """A dict handed to a function that may change it. One whose entries are told apart (see keep_rest) is read
        whole again where it may have changed: a key the function writes holds the dict's whole fact and what the
        call was given; a dict it may change any other way (or one handed where the analysis cannot see) loses its
        rest. A parameter handed on is no longer as its caller gave it (see keyed), and what the callee changes of
        it, this function changes (its summary's `changes`)."""
        node = call.node
        receiver = dotted_name(call.receiver) if call.receiver is not None else None
        if receiver is not None and rest_key(receiver) in state and call.method not in READING_METHODS:
            key = node.args[0] if node.args else None
            if call.method in KEYED_METHODS and isinstance(key, ast.Constant) and isinstance(key.value, str):
                state[item_key(receiver, key.value)] = join([self.lookup(receiver, state), *call.all_facts()])
            else:  # `opts.__setitem__(name, v)`, or a method the analysis does not know of the dict
                state.pop(rest_key(receiver), None)
                state.pop(rest_guard_key(receiver), None)
        target = call.target
        summary = target.summary if target is not None else None
        offset = target.offset if target is not None else 0
        handed: list[tuple[ast.expr, int | None]] = []
        for index, argument in enumerate(itertools.takewhile(lambda a: not isinstance(a, ast.Starred), node.args)):
            handed.append((argument, index + offset))
        for keyword in node.keywords:
            if keyword.arg is not None:
                params = summary.params if summary is not None else []
                handed.append((keyword.value, params.index(keyword.arg) if keyword.arg in params else None))
        for argument, position in handed:
            owner = dotted_name(argument)
            parameter = isinstance(argument, ast.Name) and argument.id in self.param_names
            if owner is None or not parameter and rest_key(owner) not in state:
                continue
            if summary is not None:
                changes = summary.changed(position) if position is not None else None
            else:
                changes = () if reads_only(node) else None
            if changes == ():
                continue
            if parameter:
                self.note_handed_change(owner, changes)
            if changes is None:
                state.pop(rest_key(owner), None)
                state.pop(rest_guard_key(owner), None)
                continue
            for written in changes:
                if rest_key(owner) in state:
                    state[item_key(owner, written)] = join([self.lookup(owner, state), *call.all_facts()])

    def note_handed_change(self, name: str, changes: tuple[str, ...] | None) -> None:
        """Parameter NAME was handed to a function that changes CHANGES of it (see taint_mutations.Changes): from
        here on it is no longer as its caller gave it (see as_entered)."""
        self.handed_params.add(name)
        if self.mute:
            return
        old = self.param_changes.get(name, frozenset())
        self.param_changes[name] = None if old is None or changes is None else old | frozenset(changes)

    def mutate(self, call: Call, state: State) -> None:
        self.handed_on(call, state)
        if self.resolved_markers:
            # a method of an object, or a function handed it, may store a new path in its attributes
            # (`self.switch(other)` setting self.path): what was resolved from one of them is forgotten
            roots = {name.split(".")[0] for node in (call.receiver, *call.node.args)
                     if node is not None and (name := dotted_name(node)) is not None}
            drop_resolved_attributes(state, roots)
        if call.method == "seek" and call.recv.anchor is not None and (owner := dotted_name(call.receiver)):
            state[owner] = call.recv.evolve(anchor=None)  # read from elsewhere than its start, a file starts anew
        if call.method not in MUTATING_METHODS or not call.all_facts():
            return
        owner = dotted_name(call.receiver)
        if owner is not None and not self.is_module_call(call):
            drop_items(state, owner)
            old = self.lookup(owner, state)
            head = old.head if call.method in ("append", "extend") else None  # insert(0, x) may change the program
            written = call.all_facts()
            if call.method == "write" and _file_object(old):
                # `tmp.write(form["value"])`: the file holds it, its name does not (`os.unlink(tmp.name)`); read
                # back (`open(tmp.name).read()`), it is the client's again
                written = [in_memory_file(fact) for fact in written]
            # an in-memory file written to is still that file object (its contents count wherever they are read)
            kept = old.instance if old.instance in IN_MEMORY_FILES else None
            state[owner] = join([old, *written]).evolve(seq=old.seq, head=head, instance=kept)

    # --- control flow --------------------------------------------------------------

    def names_stdin(self, test: ast.expr, state: State) -> bool:
        """Whether TEST asks if a name is "-" (`fn == "-"`), the name coming from no client (a CGI script's query
        string may say "-" too)."""
        if not (isinstance(test, ast.Compare) and len(test.ops) == 1 and isinstance(test.ops[0], ast.Eq)):
            return False
        sides = [test.left, test.comparators[0]]
        names = [side for side in sides if not (isinstance(side, ast.Constant) and side.value in ("-", b"-"))]
        if len(names) != 1:
            return False
        return not self.quiet(names[0], state).from_client

    def asked_by_client(self, test: ast.expr, fact: Fact, state: State) -> bool:
        """Whether a value a client sent decides TEST (whose FACT is given): in the test itself or in any of its
        operands, which a comparison or a conversion leaves no trace of (`request.args.get("debug") == "1"`).
        Asked only of tests that name debugging, the only ones its answer is read for."""
        if fact.from_client:
            return True
        if not names_debugging(test):
            return False
        operands = [node for node in ast.walk(test) if isinstance(node, ast.Name | ast.Attribute | ast.Subscript)]
        return any(self.quiet(node, state).from_client for node in operands)

    def _st_If(self, stmt: ast.If, state: State) -> State | None:
        test = self.ev(stmt.test, state)
        truth, def_line = const_truth(stmt.test, self.ctx.consts)
        if truth is not None:
            live, dead = (stmt.body, stmt.orelse) if truth else (stmt.orelse, stmt.body)
            self.dead(dead, Prune("constant condition", stmt.lineno, def_line), state)
            return self.block(live, state)
        none_then, none_else = none_tested(stmt.test)  # `if data is None:` runs only without DATA
        self.branch_tests.append(stmt.test)
        self.branch_from_client.append(self.asked_by_client(stmt.test, test, state))
        self.none_guards.append(self.given_parameters(none_then, state, stmt))
        dash = self.names_stdin(stmt.test, state)
        self.dash_branches += dash
        try:
            then = self.block(stmt.body, self.refine(stmt.test, state, True))
        finally:
            self.branch_tests.pop()
            self.branch_from_client.pop()
            self.dash_branches -= dash
            self.none_guards.pop()
        otherwise = self.refine(stmt.test, state, False)
        self.rejected_on_else(stmt, otherwise)
        # `if hasattr(tarfile, "data_filter"): ...extractall(filter="data") else: ...extractall()` (PEP 706)
        fallback = "data_filter" in self.ctx.segment(stmt.test)
        self.filter_fallback += fallback
        self.none_guards.append(self.given_parameters(none_else, state, stmt))
        try:
            other = self.block(stmt.orelse, otherwise)
        finally:
            self.filter_fallback -= fallback
            self.none_guards.pop()
        return merge_states([then, other])

    def given_parameters(self, names: set[str], state: State, stmt: ast.If) -> tuple[int, ...]:
        """The positions of NAMES that are parameters still holding what the caller gave, at STMT's test."""
        return given_parameters(names, self.param_order, state, self.param_stores, stmt.lineno) if names else ()

    def _st_While(self, stmt: ast.While, state: State) -> State | None:
        self.ev(stmt.test, state)
        truth, def_line = const_truth(stmt.test, self.ctx.consts)
        if truth is False:
            self.dead(stmt.body, Prune("constant condition", stmt.lineno, def_line), state)
            return self.block(stmt.orelse, state)
        after = self.loop(lambda s: self.block(stmt.body, s), state)
        return self.after_loop(stmt, after)

    def _st_For(self, stmt: ast.For, state: State) -> State | None:
        element = read_back(self.ev(stmt.iter, state).evolve(seq=False, handle=False))  # a line of a file is its data
        counted = self.enumerated(stmt)

        def once(entry: State) -> State | None:
            if counted is not None:  # `for index, tag in enumerate(tags)`: the index is a count, never the items'
                self.assign(counted[0], Fact(safe=True), entry, stmt)
                self.assign(counted[1], element, entry, stmt)
            else:
                self.assign(stmt.target, element, entry, stmt)
            return self.block(stmt.body, entry)

        after = self.loop(once, state)
        out = self.after_loop(stmt, after)
        if out is not None:
            self.items_checked(stmt, out)
        vetted = walked_tree(stmt, self.ctx.ast_types) if self.ctx.ast_walks and isinstance(stmt, ast.For) else None
        if vetted is not None and out is not None:  # every node of the parsed tree checked, or the loop raised
            self.vet_tree(vetted, stmt, out)
        archive = _checked_archive(stmt)
        if archive is not None and out is not None:  # every member was checked, or the loop raised
            self.mark_checked(archive, Step(f"each member of {archive} checked in the loop", stmt.lineno,
                                            self.ctx.segment(stmt.iter)), out)
        return out

    def enumerated(self, stmt: ast.For | ast.AsyncFor) -> tuple[ast.expr, ast.expr] | None:
        """The index and item targets of `for index, item in enumerate(items)` (the builtin's: no name of the module
        rebinds it), else None. The index is an int whatever the start (`enumerate` refuses any other)."""
        loop = stmt.iter
        if not (isinstance(stmt.target, ast.Tuple) and len(stmt.target.elts) == 2 and isinstance(loop, ast.Call)
                and loop.args and self.ctx.canonical(loop.func) == "enumerate"):
            return None
        if self.local_function("enumerate") or "enumerate" in self.ctx.assigned \
                or "enumerate" in self.ctx.function_bound:
            return None
        return stmt.target.elts[0], stmt.target.elts[1]

    def keep_checked_members(self, end: State) -> None:
        """At the end of a constructor that always reaches its end (no `return`), what it stored in self and then
        checked, raising otherwise, is checked for every method: no object exists unless the check passed
        (`self._zip = ZipFile(upload)` then a loop rejecting every bad member name; `self.abspath = join(...)` then
        `if commonpath([root, realpath(self.abspath)]) != root: raise`). A value stored again after the check
        is not checked (the end state holds that store, not the check)."""
        for attribute, stored in list(self.member_stores.items()):
            fact = end.get(f"self.{attribute}")
            if fact is not None and fact.safe and fact.sanitiser is not None and not fact.origins:
                self.member_stores[attribute] = Fact(safe=True, sanitiser=fact.sanitiser, instance=stored.instance,
                                                     defs=stored.defs)

    _st_AsyncFor = _st_For

    def vet_tree(self, name: str, stmt: ast.stmt, state: State) -> None:
        """Past a check of every node of the tree NAME holds (see taint_ast_vetting), what it compiles to computes a
        value and reaches none of the interpreter's objects: no code injection, whoever wrote the expression."""
        step = Step(f"every node of {name} checked against the node types allowed", stmt.lineno,
                    self.ctx.segment(stmt) if isinstance(stmt, ast.Expr) else f"for ... in ast.walk({name}):")
        # A caller's value is vetted the same: the check runs on whatever the function is given.
        fact = self.lookup(name, state)
        state[name] = cleared_for(fact.evolve(origins=fact.without(PARAM, MEMBER)), {"code-injection"}, step)

    def items_checked(self, stmt: ast.For | ast.AsyncFor, state: State) -> None:
        """`for name in [typename] + field_names: if not name.isidentifier(): raise ValueError(...)`: a loop
        that raises on any item failing a check leaves, past it, every name its items came from checked."""
        if not isinstance(stmt.target, ast.Name):
            return
        item = stmt.target.id
        for test in (s.test for s in stmt.body if isinstance(s, ast.If) and s.body and _raises(s.body[-1:])):
            trial = self.refine(test, {item: Fact(origins=frozenset({_PROBE}))}, False)
            if trial[item].sanitiser is None:
                continue
            step = Step(f"each item of {self.ctx.segment(stmt.iter) or 'the loop'} checked in the loop",
                        stmt.lineno, self.ctx.segment(test))
            for name in _collection_names(stmt.iter):
                self.mark_checked(name, step, state)
            return

    def after_loop(self, stmt: ast.For | ast.AsyncFor | ast.While, after: State) -> State | None:
        """The state after a loop whose body left AFTER. Its `else` runs only when the loop ends without a
        `break`: a body that can break reaches the code after the loop even when the `else` always returns
        or raises (`for ...: if found: break` / `else: raise NotFound`), so that code is not dead."""
        if not stmt.orelse:
            return after
        if not _breaks(stmt.body):
            return self.block(stmt.orelse, after)
        return merge_states([self.block(stmt.orelse, dict(after)), after])

    def loop(self, body, state: State) -> State:
        """Two passes over a loop body: the first, silent, carries taint round the back edge."""
        self.mute += 1
        try:
            first = self.loop_body(body, dict(state))
        finally:
            self.mute -= 1
        second = self.loop_body(body, merge_states([state, first]) or dict(state))
        return merge_states([state, second]) or state

    def loop_body(self, body, entry: State) -> State | None:
        """One pass over a loop body: what falls off its end joined with what left it by `continue` or `break`
        (both reach the loop's head or its exit, and neither runs the rest of the body)."""
        self.jumps.append([])
        try:
            out = body(entry)
        finally:
            jumped = self.jumps.pop()
        return merge_states([out, *jumped])

    def _st_Continue(self, stmt: ast.Continue | ast.Break, state: State) -> State | None:
        if not self.jumps:  # not inside a loop this walk entered: keep going, as before
            return state
        self.jumps[-1].append(dict(state))
        return None

    _st_Break = _st_Continue

    def _st_With(self, stmt: ast.With, state: State) -> State | None:
        for item in stmt.items:
            fact = self.ev(item.context_expr, state)
            if item.optional_vars is not None:
                self.assign(item.optional_vars, fact, state, stmt)
        if any(isinstance(item.context_expr, ast.Call)
               and (self.ctx.canonical(item.context_expr.func) or "").rsplit(".", 1)[-1] == "suppress"
               for item in stmt.items):
            # `with contextlib.suppress(ValueError): full.relative_to(root)`: a check that raised is swallowed, so
            # the code after it also runs with what held before the body
            before = dict(state)
            return merge_states([before, self.block(stmt.body, state)])
        after = self.block(stmt.body, state)
        if after is None and _raises(stmt.body):
            # A context manager may swallow what its body raises (`contextlib.suppress`, any `__exit__` that
            # returns True), so the code after it can run; a return it cannot stop.
            return state
        return after

    _st_AsyncWith = _st_With

    def _st_Try(self, stmt: ast.Try, state: State) -> State | None:
        accepting = accepts_existing(stmt) and not self.owner_checked
        self.existing_accepted += accepting
        try:
            body = self.block(stmt.body, dict(state))
        finally:
            self.existing_accepted -= accepting
        caught = merge_states([state, body]) or dict(state)
        outs = []
        for handler in stmt.handlers:
            entry = dict(caught)
            if handler.name:
                entry[handler.name] = CLEAN
            outs.append(self.block(handler.body, entry))
        done = self.block(stmt.orelse, body) if body is not None else None
        out = merge_states([done, *outs])
        if not stmt.finalbody:
            return out
        final = self.block(stmt.finalbody, dict(out if out is not None else caught))
        return final if out is not None else None

    _st_TryStar = _st_Try

    def _st_Match(self, stmt: ast.Match, state: State) -> State | None:
        subject = self.ev(stmt.subject, state)
        outs = []
        for case in stmt.cases:
            entry = dict(state)
            for node in ast.walk(case.pattern):
                name = getattr(node, "name", None) or getattr(node, "rest", None)
                if isinstance(name, str):
                    drop_items(entry, name)  # a capture binds the name anew (and any path it had resolved)
                    drop_resolved_from(entry, name)
                    entry[name] = subject.evolve(seq=False)
            outs.append(self.block(case.body, entry))
        return merge_states([state, *outs])

    def _st_Return(self, stmt: ast.Return, state: State) -> None:
        fact = self.ev(stmt.value, state) if stmt.value is not None else CONST
        self.returns = merge(self.returns, fact) if self.returns is not None else fact
        if not (stmt.value is None or isinstance(stmt.value, ast.Constant) and stmt.value.value is None):
            self.returned_classes.add(fact.instance)
        self.response(stmt, fact)
        self.note_use(self.name, fact, self.def_line or stmt.lineno, f"def {self.name}")
        self.note_exit(state)
        self.note_truth(stmt.value, state)
        self.note_items(stmt.value, state)
        return None

    def note_items(self, value: ast.expr | None, state: State) -> None:
        """A return's tuple, element by element (`return args, env, log`), for callers that unpack it. A return of
        None is left out: unpacking it raises, so no caller goes on with it."""
        if value is None or is_none(value):
            return
        if isinstance(value, (ast.Tuple, ast.List)) and not any(isinstance(e, ast.Starred) for e in value.elts):
            self.item_returns.append([self.quiet_ev(element, state) for element in value.elts])
        else:
            self.item_returns.append(None)

    def note_truth(self, value: ast.expr | None, state: State) -> None:
        """Where the function returns a true value (`return True`, `return PATTERN.fullmatch(name) is not None`), the
        parameters' facts as that value holds, for a predicate's promise (taint_promises). A false result
        (`return False`, `return None`, a bare `return`) tells nothing of them."""
        if not self.param_names or value is None or isinstance(value, ast.Constant) and not value.value:
            return
        holding = state if isinstance(value, ast.Constant) else self.refine(value, state, True)
        self.true_exits.append({name: holding[name] for name in self.param_names if name in holding})

    def note_exit(self, state: State) -> None:
        """The parameters' facts where the function returns normally, in STATE."""
        if self.param_names:  # every exit, even one walked muted: a missed one would overstate the promise
            self.exit_params.append({name: state[name] for name in self.param_names if name in state})

    def _st_Raise(self, stmt: ast.Raise, state: State) -> None:
        self._children(stmt, state)
        return None

    def _st_Delete(self, stmt: ast.Delete, state: State) -> State:
        for target in stmt.targets:
            owner = dotted_name(target.value) if isinstance(target, ast.Subscript) else None
            if owner is not None:
                drop_items(state, owner)
            if isinstance(target, ast.Name):
                drop_items(state, target.id)
                state.pop(target.id, None)
            else:
                self.ev(target, state)
        return state

    # --- guards --------------------------------------------------------------------

    def refine(self, test: ast.AST, state: State, holds: bool) -> State:
        """A copy of STATE narrowed by TEST being HOLDS (allowlist and format checks)."""
        out = dict(state)
        self.mute += 1
        try:
            self._narrow(test, out, holds)
        finally:
            self.mute -= 1
        return out

    def _narrow(self, test: ast.AST, state: State, holds: bool) -> None:
        local = self.local_path_name(test, holds, state)
        if local is not None:
            # `if nxt.startswith("/") and not nxt.startswith("//")`: a path on this site (or under a fixed origin)
            step = Step(f"check that {local} is a path on this site", getattr(test, "lineno", 0),
                        self.ctx.segment(test) if isinstance(test, ast.expr) else "")
            state[local] = cleared_for(self.lookup(local, state), {"open-redirect"}, step)
        contained = _relative_inside(test, holds, lambda name: self.relative_of(name, state))
        if contained is not None:  # `".." not in os.path.relpath(path, root)`: path lies under root
            self.mark_checked(contained, Step(f"containment check on {contained}", getattr(test, "lineno", 0),
                                              self.ctx.segment(test) if isinstance(test, ast.expr) else ""), state)
        elif isinstance(test, ast.UnaryOp) and isinstance(test.op, ast.Not):
            self._narrow(test.operand, state, not holds)
        elif isinstance(test, ast.Call) and self.ctx.canonical(test.func) == "bool" and len(test.args) == 1 \
                and not test.keywords:
            self._narrow(test.args[0], state, holds)  # `bool(re.match(...))` holds where the match does
        elif isinstance(test, ast.BoolOp) and isinstance(test.op, ast.And) == holds:
            for value in test.values:
                self._narrow(value, state, holds)
        elif isinstance(test, ast.Compare) and len(test.ops) == 1 and isinstance(test.left, ast.Call) \
                and isinstance(test.ops[0], (ast.Is, ast.IsNot)) and is_none(test.comparators[0]):
            # `PATTERN.match(name) is not None`: the call's result holds
            if isinstance(test.ops[0], ast.IsNot) == holds:
                self._narrow_call(test.left, state)
        elif isinstance(test, ast.Compare) and len(test.ops) == 1 and isinstance(test.left, ast.Name) \
                and test.left.id in self.checks and isinstance(test.ops[0], (ast.Is, ast.IsNot)) \
                and is_none(test.comparators[0]):
            if isinstance(test.ops[0], ast.IsNot) == holds:  # `if release is None: abort(404)`
                self._narrow_name(test.left, state)
        elif isinstance(test, ast.Compare) and len(test.ops) == 1:
            self._narrow_compare(test, state, holds)
        elif isinstance(test, ast.Call) and holds:
            self._narrow_call(test, state)
        elif isinstance(test, ast.Name) and holds:
            self._narrow_name(test, state)

    def _narrow_compare(self, test: ast.Compare, state: State, holds: bool) -> None:
        op, name = test.ops[0], dotted_name(test.left)
        positive = isinstance(op, (ast.In, ast.Eq, ast.Is))
        if isinstance(op, (ast.Eq, ast.NotEq)) and positive == holds:
            # `return os.path.commonpath([root, os.path.realpath(path)]) == root`, in a predicate or an `if`
            contained = self.commonpath_paths(test, state)
            if contained:
                self.mark_contained(contained, test, state)
                return
        if isinstance(op, (ast.In, ast.NotIn)) and positive == holds:
            # `if urlsplit(relay).hostname in ALLOWED_HOSTS: return redirect(relay)`
            urls = self.allowed_host_urls(test.left, test.comparators[0], state)
            for url in urls:
                self.mark_checked(url, Step(f"host check on {url}", test.lineno, self.ctx.segment(test)), state)
            if urls:
                return
        if isinstance(op, (ast.Eq, ast.NotEq)) and positive == holds and self.signature_compared(test):
            # `if h != request.args.get("h"): return` with `h = new_hmac(secret, url)`: a signature check, spelled
            # without compare_digest (the timing leak is its own, smaller matter)
            self.authenticate(test, [test.left, test.comparators[0]], state)
            return
        if isinstance(op, (ast.Eq, ast.NotEq, ast.Is, ast.IsNot)) and positive == holds \
                and self.equal_to_known(test, state):
            return
        if name is None or not isinstance(op, (ast.In, ast.NotIn, ast.Eq, ast.NotEq, ast.Is, ast.IsNot)):
            return
        if positive == holds and self.listed_entry(test.comparators[0]):
            # `if name not in os.listdir(folder): raise`: one entry's name, with no separator and never `..`
            step = Step(f"check that {name} is an entry of a folder's listing", test.lineno, self.ctx.segment(test))
            state[name] = cleared_for(self.lookup(name, state), {"path-traversal"}, step)
            return
        allowed = self.ev(test.comparators[0], state)
        listed = self.imported_constant(test.comparators[0]) or isinstance(op, ast.In | ast.NotIn) \
            and self.listed_collection(test.comparators[0], state)
        if positive != holds or not (allowed.const or listed
                                     and not allowed.of_kind(UNTRUSTED) and not allowed.of_kind(PARAM)):
            return
        old = self.lookup(name, state)
        if isinstance(op, (ast.In, ast.NotIn)):
            step = Step(f"allowlist check on {name}", test.lineno, self.ctx.segment(test))
            state[name] = Fact(safe=True, sanitiser=step, defs=old.defs)
        else:
            state[name] = Fact(const=True, safe=True, const_line=test.lineno, defs=old.defs)

    def listed_collection(self, node: ast.expr, state: State) -> bool:
        """NODE is a collection the code or the operator chose: the configuration's, a module dict's constant keys,
        what the object keeps, or one built from such a collection by a comprehension or `keys()`
        (`lang not in [key for (key, value) in settings.PAGE_LANGUAGES]`): what a client sends is none of them."""
        if isinstance(node, ast.ListComp | ast.SetComp | ast.GeneratorExp) and len(node.generators) == 1:
            return self.listed_collection(node.generators[0].iter, state)
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and not node.args \
                and node.func.attr == "keys":
            return self.listed_collection(node.func.value, state)
        return self.configured_collection(node) or self.constant_keys(node, state) or self.own_collection(node)

    def equal_to_known(self, test: ast.Compare, state: State) -> bool:
        """`if tree_id != user_tree_id: abort(403)`: where an equality holds, a name from a request or a caller is
        the other side's value, so it carries what that value carries and no more, when the other side came from
        neither (a token's claim, a setting, a record). A literal on the other side is the allowlist check's to
        read. True when a name was narrowed."""
        for subject, other in ((test.left, test.comparators[0]), (test.comparators[0], test.left)):
            name = dotted_name(subject)
            if name is None or isinstance(other, ast.Constant):
                continue
            given = self.ev(subject, state)
            if not given.of_kind(UNTRUSTED) and not given.of_kind(PARAM):
                continue
            known = self.ev(other, state)
            if known.const or known.of_kind(UNTRUSTED) or known.of_kind(PARAM):
                continue
            step = Step(f"check that {name} equals {self.ctx.segment(other)}", test.lineno, self.ctx.segment(test))
            state[name] = known.evolve(defs=self.lookup(name, state).defs, sanitiser=known.sanitiser or step)
            return True
        return False

    def own_collection(self, node: ast.expr) -> bool:
        """`self.columns`: what the object keeps, stored by its own methods from nothing a client sent (`{f.name for
        f in fields(model)}`, the names of a dataclass's fields). A member a request or a caller's value fills is no
        list the code chose; one its constructor was handed (the model class) is the code's choice all the same.
        """
        if not isinstance(node, ast.Attribute) or not self.class_symbol or any(
                node.attr in self.ctx.kept_arguments.get(cls, ()) for cls in self.ctx.lineage(self.class_symbol)):
            return False  # `self.seen = seen`: the caller's collection, as it was handed
        kept = self.member_fact(node)
        return kept is not None and not kept.of_kind(UNTRUSTED)

    def local_path_name(self, test: ast.AST, holds: bool, state: State) -> str | None:
        """NAME, when TEST having the truth HOLDS means NAME is a path on this site or a URL under a fixed origin:
        `NAME.startswith("/") and not NAME.startswith("//")` (in either spelling, `not ... or ...` failing), a
        prefix that fixes the host or a path (`NAME.startswith("https://app.example.com/")`, `NAME.startswith(
        settings.APP_ORIGIN + "/")`), or an `or` of such checks on one name. `startswith("/")` alone admits
        `//evil.example`, which browsers read as another host."""
        if isinstance(test, ast.UnaryOp) and isinstance(test.op, ast.Not):
            return self.local_path_name(test.operand, not holds, state)
        if isinstance(test, ast.BoolOp):
            every = isinstance(test.op, ast.And) == holds  # each arm holds (an `and` that holds, an `or` failing)
            if every:
                literals = [startswith_literal(value, holds) for value in test.values]
                anchored = {name for name, prefix, positive in filter(None, literals) if positive and prefix == "/"}
                no_host = {name for name, prefix, positive in filter(None, literals) if not positive
                           and (prefix == "//" or isinstance(prefix, tuple) and "//" in prefix)}
                both = anchored & no_host
                if both:
                    return next(iter(both))
                return next((n for n in (self.local_path_name(value, holds, state) for value in test.values)
                             if n is not None), None)
            names = {self.local_path_name(value, holds, state) for value in test.values}
            return names.pop() if len(names) == 1 and None not in names else None
        # a module constant's tuple of prefixes (`ALLOWED_AFTER_LOGIN`), unless this function rebinds the name
        constants = {name: value for name, value in self.ctx.string_tuples.items() if name not in state}
        found = startswith_literal(test, holds, constants)
        if found is None or not found[2]:
            return None
        name, prefix, _ = found
        prefixes = prefix if isinstance(prefix, tuple) else (prefix,)
        if prefixes and all(isinstance(p, str) and p != "/" and start_kind(p) in ("host", "path") for p in prefixes):
            return name  # `NAME.startswith(("/loans", "/catalogue"))`: each prefix fixes a path or a host
        if prefix is CONFIGURED_ORIGIN and isinstance(test, ast.Call):
            origin = test.args[0]
            assert isinstance(origin, ast.BinOp)
            fact = self.quiet_ev(origin.left, state)
            return name if not fact.of_kind(UNTRUSTED) and not fact.of_kind(PARAM) else None
        return None

    def relative_of(self, name: str, state: State) -> str | None:
        """The path NAME holds the relative path of, when STATE holds NAME from its `os.path.relpath(PATH, ROOT)`
        alone (no other branch's value joined in) and PATH from before that line (not given another value since)."""
        known = self.relative.get(name)
        if known is None:
            return None
        path, line = known
        marker, subject = state.get(_relpath_key(name)), state.get(path)
        if marker is None or marker.defs != frozenset({line}):
            return None  # another path gave NAME another value, or it was given one since
        if subject is not None and max(subject.defs, default=0) >= line:
            return None  # PATH given another value since
        return path

    def constant_keys(self, node: ast.expr, state: State) -> bool:
        """NODE names a module-level dict whose keys are all written out as constants, not rebound here: membership
        in it is membership among those keys (`if op not in OPERATORS: raise`), whatever its values are."""
        return isinstance(node, ast.Name) and node.id in self.ctx.key_tables and node.id not in state

    def not_text_types(self, node: ast.expr) -> bool:
        """NODE names only number types (or a tuple of them): a value that is one carries no text. Not a class of
        the project: its object may hold the request's text in its attributes (an error's `detail`)."""
        if isinstance(node, ast.Tuple):
            return bool(node.elts) and all(self.not_text_types(element) for element in node.elts)
        return isinstance(node, ast.Name) and node.id in _NUMBER_TYPES and node.id not in self.ctx.imports

    def listed_entry(self, node: ast.expr) -> bool:
        """NODE lists a folder's entries by name (`os.listdir(folder)`)."""
        return isinstance(node, ast.Call) and self.ctx.canonical(node.func) in ("os.listdir", "posix.listdir")

    def _narrow_call(self, test: ast.Call, state: State) -> None:
        named = named_containment(test, loose=False)
        if named:  # `if is_within_directory(root, path):`, where it holds
            self.mark_contained(named, test, state)
            return
        for vouched, step in self.vouched_by(test, state):  # `if is_slug(name):`, a predicate of the project's
            self.mark_checked(vouched, step, state)
        for url in self.suffix_checked(test):  # `if host.endswith(".partners.example.com"):`
            self.mark_checked(url, Step(f"host check on {url}", test.lineno, self.ctx.segment(test)), state)
        func = test.func
        if self.ctx.canonical(func) == "isinstance" and len(test.args) == 2 and isinstance(test.args[0], ast.Name) \
                and self.not_text_types(test.args[1]):
            # `if isinstance(value, int): return cls.get(value)`: where it holds, value is a number, never the text,
            # bytes or parsed JSON a request or a caller's string brings
            typed = test.args[0].id
            old = self.lookup(typed, state)
            step = Step(f"type check on {typed}", test.lineno, self.ctx.segment(test))
            state[typed] = Fact(origins=old.without(UNTRUSTED, PARAM), safe=True, sanitiser=step, defs=old.defs,
                                instance=old.instance)
            return
        checker = (self.ctx.canonical(func) or dotted_name(func) or "").rpartition(".")[2]
        if _SIGNATURE_CHECK.match(checker):
            # a project's own comparison proves a signature only with a keyed digest among what it compares
            self.authenticate(test, test.args, state, keyed_only=checker != "compare_digest")
            return
        validated = _validated_url(test, self.ctx.canonical(func), self.ctx.local_url_checks)
        if validated is not None:
            target, what = validated, "host check"
        elif isinstance(func, ast.Attribute) and func.attr in _GUARD_METHODS \
                and (joined := _without_word_joiners(func.value)) is not func.value:
            # `code.replace("-", "").isalnum()`: code may still hold those joiners (a space, a "--upload-pack"),
            # harmless only in a path, where none of them climbs a folder
            name = dotted_name(joined)
            if name is not None:
                self.mark_checked_for(name, {"path-traversal"}, Step(f"format check on {name}", test.lineno,
                                                                     self.ctx.segment(test)), state)
            return
        elif isinstance(func, ast.Attribute) and func.attr in _GUARD_METHODS:
            target, what = func.value, "format check"
        elif (checked := _every_character_checked(test, self.ctx.canonical(func))) is not None:
            target, what = checked, "format check"
        elif self.ctx.canonical(func) in _GUARD_FUNCTIONS and len(test.args) > 1:
            target, what = test.args[1], "format check"
        elif (pattern := self.anchored_pattern(test)) is not None:  # `re.match(PATTERN, NAME)`, `COMPILED.match(NAME)`
            target, what = test.args[1] if len(test.args) > 1 else test.args[0], "format check"
            name = dotted_name(target)
            if lets_paths_through(pattern) and name is not None:
                # `^[\d\s.+*/()-]+$` before eval: no names, so no code; "../" still passes, so still a path
                self.mark_checked_for(name, TAINT_CATEGORIES - {"path-traversal"},
                                      Step(f"format check on {name}", test.lineno, self.ctx.segment(test)), state)
                return
        elif (contained := _contained_within(test, self.normalised)) is not None:
            target, what = contained, "containment check"
        else:
            return
        if isinstance(target, ast.BoolOp) and isinstance(target.op, ast.Or) \
                and all(isinstance(value, ast.Constant) for value in target.values[1:]):
            target = target.values[0]  # `PATTERN.match(paste_id or "")`: when it holds, paste_id is what matched
        name = dotted_name(target)
        if name is not None:
            self.mark_checked(name, Step(f"{what} on {name}", test.lineno, self.ctx.segment(test)), state)

    def signature_compared(self, test: ast.Compare) -> bool:
        """TEST compares a keyed digest, computed there or held in a name, with another value."""
        return any(isinstance(side, ast.Call) and self.keyed_digest(side)
                   or isinstance(side, ast.Name) and side.id in self.signed_names
                   for side in (test.left, test.comparators[0]))

    def authenticate(self, test: ast.expr, compared: list[ast.expr], state: State, keyed_only: bool = False) -> None:
        """Past `compare_digest(received, expected)`, what came from the same untrusted source as the digests
        compared is the message they sign, checked as its sender signed it (`if not compare_digest(...):
        continue` before `pickle.loads(payload)`): every name derived only from those sources is vouched for. The
        message a digest is computed from counts too (`compare_digest(_sig(url), request.args["s"])`, whose digest
        carries none of url's text): what a valid signature covers is what its signer sent."""
        digests = [call for arg in compared for call in ast.walk(arg) if isinstance(call, ast.Call)
                   and self.keyed_digest(call)]
        # a digest held in a name counts wherever the comparison spells it (`_lscmp(sig, b64encode(hashed))`)
        digests += [self.signed_names[node.id] for arg in compared for node in ast.walk(arg)
                    if isinstance(node, ast.Name) and node.id in self.signed_names]
        if keyed_only and not digests:
            return
        named = [self.lookup(node.id, state) for call in digests
                 for part in call.args for node in ast.walk(part) if isinstance(node, ast.Name)]
        # a library function's caller signs what it passes as much as a request's sender does
        signed = frozenset(origin for fact in [*(self.ev(arg, state) for arg in compared), *named]
                           for kind in (UNTRUSTED, PARAM) for origin in fact.of_kind(kind))
        if not signed:
            return
        step = Step(f"signature check on {self.ctx.segment(test)}", test.lineno, self.ctx.segment(test))
        for name, fact in list(state.items()):
            untrusted = {*fact.of_kind(UNTRUSTED), *fact.of_kind(PARAM)}
            if untrusted and untrusted <= signed:
                self.mark_checked(name, step, state)

    def keyed_digest(self, call: ast.Call) -> bool:
        """CALL computes a keyed digest of its arguments: `hmac.new(key, msg, ...)`, `hmac.digest(...)`, or a helper
        named for signing (`_sig(url)`, `sign(payload)`, `make_mac(data)`). An unkeyed hash (`md5(url)`) anyone can
        compute for any message, so it vouches for none."""
        func = call.func
        if isinstance(func, ast.Attribute) and func.attr in ("digest", "hexdigest") \
                and isinstance(func.value, ast.Call):
            return self.keyed_digest(func.value)  # `hmac.new(key, msg, sha256).digest()`
        canon = self.ctx.canonical(func) or ""
        return canon.startswith("hmac.") or bool(_SIGNER_NAME.search(canon.rpartition(".")[2]))

    def anchored_pattern(self, test: ast.Call) -> str | None:
        """The pattern of re.match/re.search with a whole-string pattern (^...$), or of .match/.fullmatch of a
        module pattern compiled from one: the value can only be what the pattern allows. None for any other."""
        func = test.func
        canon = self.ctx.canonical(func) or ""
        # match() anchors at the start itself: `re.match("[0-9a-f]+$", build_id)` checks the whole text
        if canon in ("re.match", "re.search") and len(test.args) > 1:
            flags = [*test.args[2:], *(k.value for k in test.keywords if k.arg == "flags")]
            if not all(harmless_flags(flag) for flag in flags):
                return None  # under re.M `$` matches at any line's end: "abc\n../x" passes `[a-z]+$`
            # `re.match(MD5_REGEX, value)`, compiled here or elsewhere; a literal; a module's string constant
            pattern = self.compiled_pattern(test.args[0]) or _pattern_text(test.args[0], self.ctx)
            return pattern if pattern is not None and _whole_text(pattern, canon == "re.match") else None
        if isinstance(func, ast.Attribute) and func.attr in ("match", "fullmatch", "search") and len(test.args) == 1:
            pattern = self.compiled_pattern(func.value)
            whole = pattern is not None and (func.attr == "fullmatch" or _whole_text(pattern, func.attr == "match"))
            return pattern if whole else None
        return None

    def compiled_pattern(self, node: ast.expr) -> str | None:
        """The regular expression NODE names, compiled once with no flag that moves `^` and `$`: this module's
        (`SLUG = re.compile(...)`), or another repository module's module-level one that this module imports
        (`from .utils import MD5_REGEX`), unless a function here binds that name itself."""
        name = dotted_name(node)
        if not name:
            return None
        if name in self.ctx.patterns:
            return self.ctx.patterns[name]
        root, outside = name.split(".")[0], self.ctx.outside
        if outside is None or root not in self.ctx.imports or root in self.ctx.function_bound \
                or root in self.ctx.assigned:  # `if LAX: DIGEST = LOOSE` at the top: no one pattern is certain
            return None
        canon = self.ctx.canonical(node)
        return outside.pattern(canon) if canon else None

    def note_relative_to(self, value: ast.expr | None, state: State) -> None:
        """`full.resolve().relative_to(base)` completed (it raises otherwise, `try: ... except ValueError: raise`):
        from here on, full lies under base. FULL must be resolved there, or hold a resolved path on every path to
        the call (`full = (root / name).resolve()`); unresolved (or only `expanduser`d), `base/../x` is relative to
        `base` by its text. A base the client chose proves nothing, nor does `walk_up=True`, which never raises."""
        if not (isinstance(value, ast.Call) and isinstance(value.func, ast.Attribute)
                and value.func.attr == "relative_to" and len(value.args) == 1 and not value.keywords):
            return
        subject = value.func.value
        if _resolving(subject):
            path = dotted_name(_unnormalised(subject))
        else:
            path = subject.id if isinstance(subject, ast.Name) and _resolved_key(subject.id) in state else None
        if path is None or self.quiet_ev(value.args[0], state).of_kind(UNTRUSTED):
            return
        self.mark_checked(path, Step(f"containment check on {path}", value.lineno, self.ctx.segment(value)), state)

    def commonpath_paths(self, test: ast.Compare, state: State) -> list[str]:
        """The paths `os.path.commonpath([BASE, PATH]) == BASE` (TEST, either way round; a common part held in a
        name read as its call) finds inside BASE, when PATH is resolved there or was given a resolved path on every
        path here, and BASE is no client's (see commonpath_contained)."""
        def resolved(path: ast.expr) -> bool:
            return _resolving(path) or isinstance(path, ast.Name) \
                and _resolved_key(path.id) in state

        def trusted(base: ast.expr) -> bool:  # the operator's environment or command line chooses no client's folder
            return all(origin.local for origin in self.quiet_ev(base, state).of_kind(UNTRUSTED))

        return commonpath_contained(self.with_held_values(test, state), resolved, trusted)

    def mark_contained(self, paths: list[str], test: ast.expr, state: State) -> None:
        """PATHS lie inside the folder TEST compares them with, and so does each path one of them holds resolved
        (`resolved = os.path.realpath(path)`): its symbolic links followed, it names the same file."""
        for path in paths:
            step = Step(f"containment check on {path}", test.lineno, self.ctx.segment(test))
            self.mark_checked(path, step, state)
            for source in resolved_sources(state, path):
                self.mark_checked(source, step, state)

    def note_held(self, target: str, stmt: ast.stmt, state: State) -> None:
        """`safe = is_safe_path(root, full, name)` or `common = os.path.commonpath([root, full])`: TARGET holds a
        call's result, which a later test reads (`if safe:`, `if common != root:`) as it would the call. Markers in
        the state say so, one on TARGET and one on each name the call read: rebinding any of them drops its marker
        (drop_items), and paths meeting keep a marker only where every path holds it, so a test reads the call only
        on paths where this very call gave the name its value and nothing it read changed since."""
        # not `safe |= ...`, which keeps what the name held before, nor `path, ok = ...`, where ok is an item
        whole = isinstance(stmt, ast.AnnAssign) or isinstance(stmt, ast.Assign) and len(stmt.targets) == 1 \
            and isinstance(stmt.targets[0], ast.Name)
        value = getattr(stmt, "value", None) if whole else None
        if not isinstance(value, ast.Call):
            return
        read = {name for node in ast.walk(value) if isinstance(node, (ast.Name, ast.Attribute))
                and (name := dotted_name(node)) is not None}
        if target in read:
            return  # `path = check(path)`: the call read a value the name no longer holds
        where = f"{value.lineno}:{value.col_offset}"
        self.held[where] = (value, read, state[target])
        state[_held_key(target, where)] = Fact(defs=frozenset({stmt.lineno}))
        for name in read:
            state[_read_key(name, where)] = Fact(defs=frozenset({stmt.lineno}))

    def held_call(self, node: ast.expr, state: State) -> ast.Call | None:
        """The call whose result the name NODE holds on every path here, while no name that call read was given
        another value since (see note_held); None otherwise."""
        if not isinstance(node, ast.Name):
            return None
        prefix = _held_key(node.id, "")[:-1]
        held = [key[len(prefix):-1] for key in state if key.startswith(prefix)]
        if len(held) != 1 or held[0] not in self.held:
            return None
        call, read, flag = self.held[held[0]]
        # and the flag still holds that call's result: `except E as safe`, an import or a def rebinds it unseen
        return call if state.get(node.id) == flag and all(_read_key(name, held[0]) in state for name in read) \
            else None

    def with_held_values(self, test: ast.Compare, state: State) -> ast.Compare:
        """TEST with a side that is a name holding a common part's result read as that call (`common != root`
        after `common = os.path.commonpath([root, full])`). Only that call: the folder it is compared with is
        read by its name (`base`, whatever `base = os.path.abspath(root)` computed)."""
        sides = [held if (held := self.held_call(side, state)) is not None and _calls(held, "commonpath") else side
                 for side in (test.left, test.comparators[0])]
        if sides[0] is test.left and sides[1] is test.comparators[0]:
            return test
        return ast.copy_location(ast.Compare(left=sides[0], ops=test.ops, comparators=[sides[1]]), test)

    def mark_checked(self, name: str, step: Step, state: State) -> None:
        old = self.lookup(name, state)
        state[name] = Fact(safe=True, sanitiser=step, defs=old.defs)

    def mark_checked_for(self, name: str, categories: Iterable[str], step: Step, state: State) -> None:
        """NAME checked by STEP for CATEGORIES alone: its client's, callers' and members' values are harmless there
        from here on, and still count everywhere else (a check that rules out some characters, not all)."""
        old = self.lookup(name, state)
        state[name] = old.evolve(origins=frozenset(cleared_origin(origin, categories)
                                                   if origin.kind in (UNTRUSTED, PARAM, MEMBER) else origin
                                                   for origin in old.origins), sanitiser=step)

    def _narrow_name(self, test: ast.Name, state: State) -> None:
        """`if url_is_safe:` where url_is_safe holds the result of a host check on a name, or of any test the
        engine reads (`safe = is_safe_path(root, full, name)`) on names that still hold what it read."""
        checked = self.checks.get(test.id)
        if checked is not None:
            self.mark_checked(checked[0], checked[1], state)
        held = self.held_call(test, state)
        if held is not None:
            self._narrow(held, state, True)

    def note_check(self, target: ast.AST, value: ast.AST | None, line: int) -> None:
        """`ok = url_has_allowed_host_and_scheme(url=next_url, ...)`: OK now vouches for next_url."""
        if not isinstance(target, ast.Name):
            return
        self.checks.pop(target.id, None)
        self.url_parts.pop(target.id, None)
        self.url_hosts.pop(target.id, None)
        host = _host_read(value) if isinstance(value, ast.expr) else None
        if isinstance(host, ast.Attribute) and host.attr in ("hostname", "netloc"):
            # `host = urlparse(target).hostname`: checking HOST checks target's host
            url = self.split_url_of(host.value)
            if url:
                self.url_hosts[target.id] = url
        if value is not None and _normalising(value):
            self.normalised.add(target.id)
        else:
            self.normalised.discard(target.id)
        relative_of = _relpath_of(value)
        if relative_of is not None:
            self.relative[target.id] = (relative_of, line)
        else:
            self.relative.pop(target.id, None)
        if isinstance(value, ast.Call):
            split = split_url(value)
            if split is not None:  # `parts = urlsplit(src)`: parts.hostname is src's host (and parts' own)
                self.url_parts[target.id] = split
            validated = _validated_url(value, self.ctx.canonical(value.func), self.ctx.local_url_checks)
            name = dotted_name(validated) if validated is not None else None
            if name is not None:
                self.checks[target.id] = (name, Step(f"host check on {name}", line, self.ctx.segment(value)))
            elif (pattern := self.anchored_pattern(value)) is not None and not lets_paths_through(pattern) \
                    and (matched := dotted_name(value.args[-1])) is not None:
                # `match = regex.fullmatch(filename)` before `if not match: abort(422)`
                self.checks[target.id] = (matched, Step(f"format check on {matched}", line, self.ctx.segment(value)))

    def note_lookup(self, target: ast.Name, value: ast.AST | None, state: State, line: int) -> None:
        """`release = next((r for r in releases if r.details_link == link), None)`: where RELEASE holds, LINK
        equals a field of one of the records the program holds, so it is that record's value. Not when the
        records came from a request or a caller."""
        if not (isinstance(value, ast.Call) and self.ctx.canonical(value.func) == "next" and value.args
                and isinstance(value.args[0], ast.GeneratorExp) and len(value.args[0].generators) == 1):
            return
        loop = value.args[0].generators[0]
        bound = {node.id for node in ast.walk(loop.target) if isinstance(node, ast.Name)}
        records = self.quiet_ev(loop.iter, state)
        # records the program stored or fetched itself count (a release list, a table's rows); a request's or a
        # caller's list is no allowlist
        if not bound or records.of_kind(PARAM) or any(origin.label not in PROGRAM_RECORDS
                                                      for origin in records.of_kind(UNTRUSTED)):
            return
        for test in loop.ifs:
            if not (isinstance(test, ast.Compare) and len(test.ops) == 1 and isinstance(test.ops[0], ast.Eq)):
                continue
            for field, given in ((test.left, test.comparators[0]), (test.comparators[0], test.left)):
                name = dotted_name(given)
                if name is None or name.split(".")[0] in bound or not any(
                        isinstance(node, ast.Name) and node.id in bound for node in ast.walk(field)):
                    continue
                step = Step(f"lookup of {name} among {self.ctx.segment(loop.iter) or 'the records'}", line,
                            self.ctx.segment(value))
                self.checks[target.id] = (name, step)
                return

    def host_allowlisted(self, arm: ast.expr, state: State) -> list[str]:
        """URL, when ARM is `urlsplit(URL).hostname not in HOSTS`, HOSTS a constant collection: rejecting it leaves
        URL's host one the program allows. For `parts.netloc not in HOSTS` of a name holding `urlsplit(URL)`, both
        URL and PARTS (whose `geturl()` is the URL again)."""
        if not (isinstance(arm, ast.Compare) and len(arm.ops) == 1 and isinstance(arm.ops[0], ast.NotIn)):
            return []
        return self.allowed_host_urls(arm.left, arm.comparators[0], state)

    def allowed_host_urls(self, host: ast.expr, allowed: ast.expr, state: State) -> list[str]:
        """URL (and the name holding its split, if any) when HOST reads URL's host and ALLOWED is a collection no
        request chose (a constant, the configuration, a parameter): HOST among ALLOWED is a host the program
        allows."""
        hosts = self.quiet_ev(allowed, state)
        # a constant collection, or one the program was configured with (`settings.ALLOWED_HOSTS`,
        # `app["cdn_hosts"]`): no request chose it
        # A collection the function is handed (`def notify(url, text, allowed_hosts)`) is its caller's allowlist:
        # callers pass their configuration, and one that passed a request's list would be the defect's own site.
        if not (hosts.const or not hosts.of_kind(UNTRUSTED)):
            return []
        return self.host_urls(host)

    def host_urls(self, host: ast.expr) -> list[str]:
        """URL, and the name holding its split if any, when HOST reads URL's host; [] otherwise."""
        left = _host_read(host)
        url: str | None = None
        owner: ast.expr | None = None
        if isinstance(left, ast.Name):  # `host = urlparse(target).hostname` first
            url = self.url_hosts.get(left.id)
        elif isinstance(left, ast.Attribute) and left.attr in ("hostname", "netloc"):
            owner = left.value
            url = self.split_url_of(owner)
        elif isinstance(left, ast.Attribute) and left.attr == "host" and not self.is_request(left.value) \
                and not self.is_request_attr(left.value) and dotted_name(left.value) is not None \
                and not _HOST_OF_REQUEST.search(dotted_name(left.value) or ""):
            # a parsed URL object's host (pydantic's HttpUrl, yarl's and httpx's URL: `req.url.host`), not a
            # request's Host header: checking it checks the URL the object stands for
            url = dotted_name(left.value)
        if url is None:
            return []
        return [name for name in (url, owner.id if isinstance(owner, ast.Name) else "") if name]

    def suffix_checked(self, test: ast.expr) -> list[str]:
        """URL, when TEST is `HOST.endswith(SUFFIXES)`, HOST read from URL and every suffix a dotted domain
        (`".partners.example.com"`, written there or in a module constant): URL's host lies in those domains. A
        suffix without its dot would let `evilpartners.example.com` through, so it vouches for nothing."""
        if not (isinstance(test, ast.Call) and isinstance(test.func, ast.Attribute) and test.func.attr == "endswith"
                and len(test.args) == 1):
            return []
        suffix = test.args[0]
        dotted = self.ctx.domain_suffixes.get(suffix.id, ()) if isinstance(suffix, ast.Name) \
            else taint_dispatch.dotted_suffixes(suffix)
        if not dotted:
            return []
        return self.host_urls(test.func.value)

    def split_url_of(self, owner: ast.expr) -> str | None:
        """X, when OWNER is a split URL: a name holding `urlsplit(X)`, or `urlsplit(X)` itself ("" when X is no
        name); None otherwise."""
        return self.url_parts.get(owner.id) if isinstance(owner, ast.Name) else \
            split_url(owner) if isinstance(owner, ast.Call) else None

    def netloc_rejected(self, test: ast.expr) -> str | None:
        """URL, when TEST holds for any URL that names a host: `parts.netloc` (parts holding `urlsplit(URL)`), alone,
        in an `or` (`parts.netloc or not URL.startswith("/")`), or after URL's own truth in an `and` (`URL and (...)`).
        Where it fails, URL is empty or has no host: a path on this site."""
        if isinstance(test, ast.BoolOp) and isinstance(test.op, ast.Or):
            return next((url for url in map(self.netloc_rejected, test.values) if url is not None), None)
        if isinstance(test, ast.BoolOp) and isinstance(test.op, ast.And):
            found = [self.netloc_rejected(value) for value in test.values]
            url = next((u for u in found if u is not None), None)
            # every other arm is URL's own truth: where one of them fails, URL is empty
            rest = [value for value, u in zip(test.values, found, strict=True) if u is None]
            return url if url is not None and len(rest) == len(test.values) - 1 \
                and all(dotted_name(value) == url for value in rest) else None
        if isinstance(test, ast.Attribute) and test.attr in ("netloc", "hostname"):
            owner = test.value
            return (self.url_parts.get(owner.id) or None) if isinstance(owner, ast.Name) else \
                split_url(owner) or None if isinstance(owner, ast.Call) else None
        return None

    def rejected_on_else(self, stmt: ast.If, state: State) -> None:
        """`if not is_safe(url): url = "/"` (or return): past the `if`, the other path has url checked;
        `if not os.path.normpath(path).startswith(root): raise ...` (or `continue` to the next member of a loop):
        the other path has path contained."""
        last = stmt.body[-1] if stmt.body else None
        arms = stmt.test.values if isinstance(stmt.test, ast.BoolOp) else [stmt.test]
        leaves = ends_branch(last, self.ctx.canonical)
        for path in _one_level_names(arms) if leaves else []:
            step = Step(f"check that {path} neither climbs nor starts at the root", stmt.test.lineno,
                        self.ctx.segment(stmt.test))
            self.mark_checked(path, step, state)
        remote = self.netloc_rejected(stmt.test)
        if remote is not None:  # the path through the body decides for itself (a reset to "/", or still the URL)
            self.mark_checked(remote, Step(f"check that {remote} names no other host", stmt.test.lineno,
                                           self.ctx.segment(stmt.test)), state)
        for arm in arms:
            hosts = self.host_allowlisted(arm, state) if isinstance(stmt.test, (ast.Compare, ast.BoolOp)) \
                and not (isinstance(stmt.test, ast.BoolOp) and isinstance(stmt.test.op, ast.And)) else []
            # only the path past a failed check is marked: a body that neither leaves nor sets the URL anew
            # (`to = "/"`) still joins its unchecked value in after the `if`
            for host in hosts:
                self.mark_checked(host, Step(f"host check on {host}", arm.lineno, self.ctx.segment(arm)), state)
            if hosts:
                continue
            # past `if a and b: raise`, either may have failed: neither arm is known to (host checks read it so too)
            every = leaves and not (isinstance(stmt.test, ast.BoolOp) and isinstance(stmt.test.op, ast.And))
            common = self.commonpath_paths(arm, state) if every and isinstance(arm, ast.Compare) \
                and len(arm.ops) == 1 and isinstance(arm.ops[0], ast.NotEq) else []
            if common:  # `if os.path.commonpath([root, full]) != root: raise`, or a common part held in a name
                self.mark_contained(common, arm, state)  # and the paths they resolved, which name the same files
                continue
            contained = [*_contained(arm), *_parents_rejected(arm, self.normalised),
                         *_folder_differs(arm, self.normalised)] if every else []
            if contained and _named_test(arm):
                self.mark_contained(contained, arm, state)
                continue
            for path in contained:
                step = Step(f"containment check on {path}", arm.lineno, self.ctx.segment(arm))
                self.mark_checked(path, step, state)
            if contained:
                continue
            if not (isinstance(arm, ast.UnaryOp) and isinstance(arm.op, ast.Not) and isinstance(arm.operand, ast.Call)):
                continue
            target = _validated_url(arm.operand, self.ctx.canonical(arm.operand.func),
                                   self.ctx.local_url_checks)
            name = dotted_name(target) if target is not None else None
            if name is not None and (isinstance(last, (ast.Return, ast.Raise)) or _assigns(stmt.body, name)) \
                    and _rest_is_truth_of(stmt.test, arm, name):
                self.mark_checked(name, Step(f"host check on {name}", arm.lineno, self.ctx.segment(arm)), state)
                continue
            # `if url and not get_adapter().is_safe_url(url): url = None`: a predicate of the project's, read from
            # its body, as `if is_safe_url(url):` is; in an `and`, only beside the value's own truth, where failing
            # means it is empty (`user.is_staff and not ...` failing says nothing of url)
            self.mute += 1
            try:
                vouched = self.vouched_by(arm.operand, state)
            finally:
                self.mute -= 1
            for checked, step in vouched:
                if (isinstance(last, (ast.Return, ast.Raise)) or _assigns(stmt.body, checked)) \
                        and _rest_is_truth_of(stmt.test, arm, checked):
                    self.mark_checked(checked, step, state)




def _rest_is_truth_of(test: ast.expr, arm: ast.expr, name: str) -> bool:
    """Where TEST fails, ARM fails or NAME is empty: TEST is ARM itself, an `or` of it (all fail together), or an
    `and` whose every other arm fails only where NAME is empty."""
    if not isinstance(test, ast.BoolOp) or isinstance(test.op, ast.Or):
        return True
    return all(_fails_only_if_empty(value, name) for value in test.values if value is not arm)


def _fails_only_if_empty(test: ast.expr, name: str) -> bool:
    """TEST fails only where NAME is empty: NAME's own truth, `NAME is not None`, or an `or` with one of those among
    its alternatives (`next_url or request.accepts("text/html")`: failing, every alternative failed)."""
    if dotted_name(test) == name:
        return True
    if isinstance(test, ast.Compare) and len(test.ops) == 1 and isinstance(test.ops[0], ast.IsNot) \
            and dotted_name(test.left) == name and is_none(test.comparators[0]):
        return True
    if isinstance(test, ast.BoolOp):
        check = any if isinstance(test.op, ast.Or) else all
        return check(_fails_only_if_empty(value, name) for value in test.values)
    return False


def _pattern_text(node: ast.AST, ctx: ModuleContext) -> str | None:
    """The text of a literal (or a module constant) regular expression."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.Name) and isinstance(ctx.consts.get(node.id, (None,))[0], str):
        return str(ctx.consts[node.id][0])
    return None


def lets_paths_through(pattern: str) -> bool:
    """Whether a character class of PATTERN lets both dots and slashes through (`^[\\w./-]+$`, an arithmetic
    `^[\\d\\s.+*/()-]+$`): a value it checks may still climb folders, whatever else it rules out."""
    return any("/" in cls and "." in cls for cls in _CHARACTER_CLASS.findall(pattern))


_CHARACTER_CLASS = re.compile(r"\[(?:\\.|[^\]\\])*\]")
# Flags that leave `^` and `$` anchoring the whole text (not re.M, whose `$` ends any line, nor re.X, under which a
# `$` may sit in a comment: `^[0-9a-f]{32} # an md5 digest$` anchors nothing at the end).
_HARMLESS_FLAGS = frozenset({"I", "IGNORECASE", "A", "ASCII", "U", "UNICODE", "S", "DOTALL"})
_INLINE_MULTILINE = re.compile(r"\(\?[aiLsux]*[mx]")


def _without_word_joiners(node: ast.expr) -> ast.expr:
    """The value NODE tests once word joiners are taken out of it (`code.replace("-", "")` tests code): where the
    rest is only letters or digits, so is the value but for those joiners, none of which can climb a folder (though
    a space or a hyphen still splits a command line or ends a SQL word)."""
    while isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "replace" \
            and len(node.args) == 2 and not node.keywords:
        old, new = (arg.value if isinstance(arg, ast.Constant) and isinstance(arg.value, str) else None
                    for arg in node.args)
        if not old or new is None or not set(old) <= _WORD_JOINERS or not set(new) <= _WORD_JOINERS:
            break
        node = node.func.value
    return node


def harmless_flags(node: ast.expr) -> bool:
    """NODE spells only flags of _HARMLESS_FLAGS (`re.I`, `re.IGNORECASE | re.X`): a name, a number or anything
    else may hold re.M."""
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.BitOr):
        return harmless_flags(node.left) and harmless_flags(node.right)
    name = dotted_name(node)
    return name is not None and name.rpartition(".")[2] in _HARMLESS_FLAGS and name.split(".")[0] in ("re", name)


def _whole_text(pattern: str, from_start: bool = False) -> bool:
    """^...$ or ^...\\Z, without a dot-star that would let anything through (a `.` inside a character class,
    `[\\d.+-]`, is a literal dot), and without an alternative outside a group (`^a|b$` anchors each at one end
    only). FROM_START: the call anchors the start (re.match), so `[0-9a-f]+$` is whole too."""
    if _INLINE_MULTILINE.search(pattern):
        return False  # `(?m)`: `$` ends any line; `(?x)`: it may sit in a comment
    outside = _CHARACTER_CLASS.sub("C", pattern).replace("\\\\", "").replace("\\.", "")
    if _top_level_alternative(outside):
        return False  # `^[0-9a-f]{32}|[0-9a-f]{40}$`: each alternative is anchored at one end only
    started = pattern.startswith("^") or from_start
    return started and (pattern.endswith("$") or pattern.endswith("\\Z")) \
        and ".*" not in outside and ".+" not in outside


def _top_level_alternative(pattern: str) -> bool:
    """Whether PATTERN (its character classes taken out) has a `|` outside every group."""
    depth = 0
    for char in re.sub(r"\\.", "E", pattern):
        depth += char == "("
        depth -= char == ")"
        if char == "|" and depth == 0:
            return True
    return False


def _validated_url(call: ast.Call, canon: str | None, local_checks: dict[str, int] | None = None) -> ast.expr | None:
    """The URL a host-check call validates (its `url` keyword or first argument), if it is one; or the argument a
    function of the module checks to be a path on this site, read from its body (LOCAL_CHECKS: url_validators)."""
    # a method of a receiver nothing names (`get_adapter().is_safe_url(url)`, the adapter class read from settings)
    # is known by its own name, as a function of an unknown library is
    name = (canon or (call.func.attr if isinstance(call.func, ast.Attribute) else "")).rsplit(".", 1)[-1]
    position = (local_checks or {}).get(name) if isinstance(call.func, ast.Name) else None
    if position is not None:
        return call.args[position] if position < len(call.args) else None
    if name not in URL_VALIDATORS and not URL_VALIDATOR_NAME.match(name):
        return None
    keyword = next((k.value for k in call.keywords if k.arg == "url"), None)
    return keyword if keyword is not None else (call.args[0] if call.args else None)


# Number types: a value that is one carries no text.
_NUMBER_TYPES = frozenset({"int", "float", "bool", "complex"})

_NORMALISERS = frozenset({"normpath", "abspath", "realpath", "resolve", "expanduser"})


# Functions whose name says they test that a path lies inside a folder (`is_within_directory(root, path)`).
_CONTAINMENT_NAME = re.compile(r"(within|inside|subpath|contained|is_relative|in_dir|in_directory|under_dir|safe_path)",
                               re.IGNORECASE)


# Names taken for a containment test where the test holds (`if is_within_directory(root, path):`). There a name
# proves more than where it fails, and many say "inside" of something else (a shape's `is_inside(point)`, a limit's
# `is_within_size_limit(n)`): the name must end in both a path or folder and its containment (`is_safe_path`,
# `is_subpath`, `is_within_directory`, `path_is_inside`; not `file_exists_in_dir` or `subpath_exists`).
_PATH_CONTAINMENT_NAME = re.compile(
    r"(?:safe_?path|sub_?path|(?:^|_)(?:within|inside|contained|under)_(?:the_)?(?:path|dir|directory|root|folder|base)s?"
    r"|(?:path|dir|directory|root|folder|base)_(?:is_)?(?:within|inside|contained|under))$", re.IGNORECASE)


def _realpath_call(node: ast.Call) -> bool:
    """NODE resolves a path with its symbolic links (`os.path.realpath(p)`, `path.resolve()`, `Path(p).resolve()`):
    a folder test of the result holds for the file P names. `abspath` and `normpath` fold `..` by the text alone,
    and `expanduser` not at all."""
    if isinstance(node.func, ast.Attribute) and node.func.attr == "resolve" and _path_of_one(node.func.value):
        return True
    return (dotted_name(node.func) or "").rsplit(".", 1)[-1] in _SYMLINK_RESOLVERS


def _path_of_one(node: ast.expr) -> bool:
    """NODE builds a path object from one argument and nothing else (`Path(p)`, `pathlib.Path(p)`)."""
    return isinstance(node, ast.Call) and len(node.args) == 1 and not node.keywords \
        and (dotted_name(node.func) or "") in _PATH_OF_ONE


_PATH_OF_ONE = PATH_CONSTRUCTORS | {"PurePath", "PosixPath"}  # by the name written, imported or not


def _held_key(name: str, where: str) -> str:
    """The state's marker that NAME holds the result of the call at WHERE (see note_held)."""
    return f"{name}[holds the test at {where}]"


def _read_key(name: str, where: str) -> str:
    """The state's marker that NAME still holds what the call at WHERE read (see note_held)."""
    return f"{name}[read by the test at {where}]"


def _calls(call: ast.Call, function: str) -> bool:
    """CALL calls FUNCTION (`commonpath`), under whatever module path it was imported."""
    return (dotted_name(call.func) or "").rsplit(".", 1)[-1] == function


def _common_side(test: ast.Compare, function: str) -> ast.Call | None:
    """The side of TEST that calls FUNCTION (`commonpath` or `commonprefix`) on a list or tuple of paths."""
    return next((side for side in (test.left, test.comparators[0]) if isinstance(side, ast.Call)
                 and _calls(side, function) and side.args and isinstance(side.args[0], (ast.List, ast.Tuple))), None)


def _named_test(arm: ast.AST) -> bool:
    """ARM is `not f(...)`, f a function whose name says it tests that a path lies inside a folder."""
    return isinstance(arm, ast.UnaryOp) and isinstance(arm.op, ast.Not) and isinstance(arm.operand, ast.Call) \
        and bool(named_containment(arm.operand, loose=False))


def _contained(arm: ast.AST) -> list[str]:
    """The names a failed containment test rejects: NAME in `not NAME.startswith(BASE)` or
    `not os.path.normpath(NAME).startswith(BASE)`, both paths in `os.path.commonpath([BASE, NAME]) != BASE`,
    and the paths given to a function named for the test (`not is_within_directory(root, path)`)."""
    if isinstance(arm, ast.Compare) and len(arm.ops) == 1 and isinstance(arm.ops[0], ast.NotEq):
        # commonprefix compares characters, not folders: as before, the names alone, never read through a
        # normalisation (the engine reads commonpath itself, see commonpath_paths)
        common = _common_side(arm, "commonprefix")
        listed = common.args[0] if common is not None else None
        return [n for n in (dotted_name(e) for e in listed.elts) if n is not None] \
            if isinstance(listed, (ast.List, ast.Tuple)) else []
    if not (isinstance(arm, ast.UnaryOp) and isinstance(arm.op, ast.Not) and isinstance(arm.operand, ast.Call)):
        return []
    func = arm.operand.func
    named = named_containment(arm.operand)
    if named:
        return named
    if not (isinstance(func, ast.Attribute) and func.attr in ("startswith", "is_relative_to")):
        return []
    name = dotted_name(_unnormalised(func.value))
    return [name] if name is not None else []


def commonpath_contained(test: ast.Compare, resolved: Callable[[ast.expr], bool],
                         trusted: Callable[[ast.expr], bool]) -> list[str]:
    """The paths TEST, comparing `os.path.commonpath([BASE, PATH])` with BASE, finds inside BASE where the two are
    equal: PATH read through realpath to the path it resolved, and through the spellings that name the same file
    (`os.path.normcase(p)`, `p.as_posix()`). commonpath compares folders as written, `..` and all
    (`commonpath(["/srv", "/srv/../etc"])` is "/srv"), so every path but BASE must be RESOLVED, and BASE
    TRUSTED: a folder a client chose holds whatever it names. `commonprefix` compares characters, not folders
    ("/srv/wiki-private" starts with "/srv/wiki"): no containment."""
    common = _common_side(test, "commonpath") if len(test.ops) == 1 else None
    if common is None:
        return []
    listed = common.args[0]
    assert isinstance(listed, (ast.List, ast.Tuple))
    other = test.comparators[0] if common is test.left else test.left
    base = ast.dump(other)
    paths = [same_file(e) for e in listed.elts if ast.dump(e) != base]
    if len(paths) == len(listed.elts) or not trusted(other) or not all(resolved(path) for path in paths):
        return []
    return [n for n in (dotted_name(_unnormalised(path)) for path in paths) if n is not None]


def named_containment(call: ast.Call, loose: bool = True) -> list[str]:
    """The paths given to CALL, a function named for testing that a path lies inside a folder. A name that says
    both (`is_within_directory(root, path)`, `is_safe_path(root, full.as_posix(), rel)`) gets its paths read
    through the spellings that name the same file; one that says only the containment (`is_inside(root, path)`),
    where LOOSE (a failed test that leaves), the names given as they are."""
    called = (dotted_name(call.func) or "").rsplit(".", 1)[-1]
    if called in ("startswith", "is_relative_to"):
        return []
    if _PATH_CONTAINMENT_NAME.search(called):
        return [n for n in (dotted_name(same_file(a)) for a in call.args) if n is not None]
    if loose and _CONTAINMENT_NAME.search(called):
        return [n for n in (dotted_name(a) for a in call.args) if n is not None]
    return []


# Calls that give the path they are handed in another spelling, naming the same file.
_SAME_FILE_CALLS = frozenset({"str", "fspath", "normcase", "Path", "PurePath", "PosixPath"})


def same_file(node: ast.expr) -> ast.expr:
    """The path NODE spells again: P in `str(P)`, `os.fspath(P)`, `os.path.normcase(P)`, `Path(P)` and
    `P.as_posix()`. None of them takes `..` out or adds any."""
    while isinstance(node, ast.Call):
        if isinstance(node.func, ast.Attribute) and node.func.attr == "as_posix" and not node.args:
            node = node.func.value
        elif len(node.args) == 1 and not node.keywords \
                and (dotted_name(node.func) or "").rsplit(".", 1)[-1] in _SAME_FILE_CALLS:
            node = node.args[0]
        else:
            break
    return node


def _parents_rejected(arm: ast.AST, normalised: Collection[str]) -> list[str]:
    """PATH in a failed test `ROOT not in PATH.parents`, when PATH is resolved there (`Path(p).resolve().parents`)
    or is a name last given a resolved path (NORMALISED). Unresolved, `root / "../etc"` has root among its
    parents, so the test says nothing."""
    if not (isinstance(arm, ast.Compare) and len(arm.ops) == 1 and isinstance(arm.ops[0], ast.NotIn)):
        return []
    parents = arm.comparators[0]
    if not (isinstance(parents, ast.Attribute) and parents.attr == "parents"):
        return []
    return _resolved_name(parents.value, normalised)


def _folder_differs(arm: ast.AST, normalised: Collection[str]) -> list[str]:
    """PATH in a failed test `os.path.dirname(PATH) != BASE` (or `PATH.parent != BASE`), when PATH is resolved
    there or is a name last given a resolved path (NORMALISED): past it, the file lies directly in BASE. Unresolved,
    `base/..` has BASE for its folder's text and names the folder above it, so the test says too little."""
    if not (isinstance(arm, ast.Compare) and len(arm.ops) == 1 and isinstance(arm.ops[0], ast.NotEq | ast.IsNot)):
        return []
    for side in (arm.left, arm.comparators[0]):
        if isinstance(side, ast.Call) and len(side.args) == 1 and dotted_name(side.func) in _DIRNAMES:
            subject = side.args[0]
        elif isinstance(side, ast.Attribute) and side.attr == "parent":
            subject = side.value
        else:
            continue
        return _resolved_name(subject, normalised)
    return []


def _resolved_name(subject: ast.expr, normalised: Collection[str]) -> list[str]:
    """The name of the path SUBJECT when it is resolved where it is read (`Path(p).resolve()`, `realpath(p)`) or is
    a name last given a resolved path (NORMALISED); no name otherwise."""
    if _normalising(subject):
        name = dotted_name(_unnormalised(subject))
        return [name] if name is not None else []
    name = dotted_name(subject)
    return [name] if name is not None and name in normalised else []


_DIRNAMES = frozenset({"os.path.dirname", "path.dirname", "posixpath.dirname", "dirname"})


def _contained_within(test: ast.Call, normalised: Collection[str] = ()) -> ast.expr | None:
    """The path `PATH.startswith(BASE)` (or `is_relative_to`) holds inside, when one side is normalised
    (`full.startswith(os.path.realpath(folder))`, `os.path.abspath(p).startswith(root)`), or is a name last given a
    normalised path (NORMALISED): past it, in the branch where it holds, PATH lies under BASE. A bare prefix of text
    (`url.startswith("http")`) says nothing about a path."""
    func = test.func
    if not (isinstance(func, ast.Attribute) and func.attr in ("startswith", "is_relative_to") and len(test.args) == 1):
        return None
    if not any(_normalised(side) or dotted_name(side) in normalised for side in (func.value, test.args[0])):
        return None
    subject = _unnormalised(func.value)
    return subject if dotted_name(subject) is not None else None


def _unnormalised(subject: ast.expr) -> ast.expr:
    """The path a chain of normalisations starts from: P in `os.path.realpath(os.path.abspath(P))`,
    `Path(P).resolve()`."""
    while isinstance(subject, ast.Call) and subject.args and _normalised(subject):
        subject = subject.args[0]
    if isinstance(subject, ast.Call) and isinstance(subject.func, ast.Attribute) and subject.func.attr in _NORMALISERS:
        resolved = subject.func.attr == "resolve"
        subject = subject.func.value  # Path(p).resolve().is_relative_to(root)
        if resolved and _path_of_one(subject):
            # the path object names P's file, resolved; `Path(p)` alone (or `.expanduser()`) keeps its `..` as written
            subject = subject.args[0]  # type: ignore[attr-defined]
    return subject


def _relative_inside(test: ast.AST, holds: bool, relative: Callable[[str], str | None]) -> str | None:
    """PATH, where TEST holding HOLDS says PATH lies under a folder, because PATH's path relative to it does not
    climb: `".." not in os.path.relpath(PATH, ROOT)` holds, or `REL.startswith("..")` (or `os.pardir`) fails for a
    name REL last given `os.path.relpath(PATH, ROOT)` (RELATIVE: such names -> PATH) or for the call itself."""
    if isinstance(test, ast.Compare) and len(test.ops) == 1 and isinstance(test.ops[0], ast.In | ast.NotIn) \
            and _is_parent(test.left):
        relative_of, climbs_when_holds = test.comparators[0], isinstance(test.ops[0], ast.In)
    elif isinstance(test, ast.Call) and isinstance(test.func, ast.Attribute) and test.func.attr == "startswith" \
            and len(test.args) == 1 and _is_parent(test.args[0]):
        relative_of, climbs_when_holds = test.func.value, True
    else:
        return None
    if holds == climbs_when_holds:
        return None
    return _relpath_of(relative_of) or relative(dotted_name(relative_of) or "")


def _relpath_key(name: str) -> str:
    """The state's item marking NAME as holding the relative path its `os.path.relpath` line gave (see relative_of)."""
    return f"{name}[relpath]"


def _relpath_of(value: ast.AST | None) -> str | None:
    """The name of PATH in `os.path.relpath(PATH, ROOT)`."""
    if isinstance(value, ast.Call) and (dotted_name(value.func) or "").rsplit(".", 1)[-1] == "relpath" and value.args:
        return dotted_name(value.args[0])
    return None


def _resolving(node: ast.AST | None) -> bool:
    """NODE is a call that resolves a path's `..` away (`Path(p).resolve()`, `os.path.realpath(p)`, `abspath`,
    `normpath`); `expanduser` leaves them in."""
    if not isinstance(node, ast.Call):
        return False
    name = node.func.attr if isinstance(node.func, ast.Attribute) else (dotted_name(node.func) or "")
    return name.rsplit(".", 1)[-1] in _RESOLVERS


_RESOLVERS = _NORMALISERS - {"expanduser"}  # the normalisers that take `..` out
_SYMLINK_RESOLVERS = frozenset({"realpath", "resolve"})  # and of those, the ones that follow symbolic links too


def _resolved_key(name: str) -> str:
    """The state's marker that NAME holds a resolved path on every path here (see note_relative_to)."""
    return f"{name}[resolved]"


def _normalising(node: ast.AST) -> bool:
    """NODE normalises a path, as a call (`os.path.abspath(p)`) or a method (`Path(p).resolve()`)."""
    return _normalised(node) or isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) \
        and node.func.attr in _NORMALISERS


def _normalised(node: ast.AST) -> bool:
    """NODE is a call that normalises a path (`os.path.realpath(...)`, `Path(p).resolve()`)."""
    return isinstance(node, ast.Call) and (dotted_name(node.func) or "").rsplit(".", 1)[-1] in _NORMALISERS


def _one_level_names(arms: list[ast.expr]) -> list[str]:
    """The names that tests joined by `or` reject both ways out of a folder: a parent step (`'..' in
    NAME.split('/')`, `NAME in (os.curdir, os.pardir)`) and a root or a separator (`NAME.startswith('/')`,
    `os.path.isabs(NAME)`, `os.path.dirname(NAME)`, `'/' in NAME`). Past such a test, joining NAME onto a folder
    stays inside it."""
    climbs = {name for arm in arms for name in _parent_tested(arm)}
    rooted = {name for arm in arms for name in _root_tested(arm)}
    return sorted(climbs & rooted)


def _is_parent(node: ast.expr) -> bool:
    return isinstance(node, ast.Constant) and node.value in ("..", b"..") or dotted_name(node) in (
        "os.pardir", "pardir", "os.path.pardir", "posixpath.pardir")


def _parent_tested(arm: ast.expr) -> list[str]:
    """NAME in `'..' in NAME`, `'..' in NAME.split(sep)`, `'..' in Path(NAME).parts`, `NAME == '..'`,
    `NAME in ('.', '..')`."""
    if not (isinstance(arm, ast.Compare) and len(arm.ops) == 1):
        return []
    left, op, right = arm.left, arm.ops[0], arm.comparators[0]
    if isinstance(op, ast.In) and _is_parent(left):
        while isinstance(right, ast.Call) and isinstance(right.func, ast.Attribute) and right.func.attr == "split":
            right = right.func.value
        if isinstance(right, ast.Attribute) and right.attr == "parts":
            right = right.value.args[0] if isinstance(right.value, ast.Call) and right.value.args else right.value
        name = dotted_name(right)
        return [name] if name is not None else []
    if isinstance(op, ast.In) and isinstance(right, (ast.Tuple, ast.List, ast.Set)) and any(map(_is_parent,
                                                                                                right.elts)):
        name = dotted_name(left)
        return [name] if name is not None else []
    if isinstance(op, ast.Eq) and _is_parent(right):
        name = dotted_name(left)
        return [name] if name is not None else []
    return []


def _root_tested(arm: ast.expr) -> list[str]:
    """NAME in `NAME.startswith('/')` (or a tuple of separators), `os.path.isabs(NAME)`, `os.path.dirname(NAME)`,
    `'/' in NAME`, `os.sep in NAME`."""
    if isinstance(arm, ast.Call) and isinstance(arm.func, ast.Attribute) and arm.func.attr == "startswith" \
            and arm.args and all(isinstance(c, ast.Constant) and c.value in ("/", "\\", b"/")
                                 for c in (arm.args[0].elts if isinstance(arm.args[0], ast.Tuple) else [arm.args[0]])):
        name = dotted_name(arm.func.value)
        return [name] if name is not None else []
    if isinstance(arm, ast.Call) and (dotted_name(arm.func) or "").rsplit(".", 1)[-1] in ("isabs", "dirname") \
            and len(arm.args) == 1:
        name = dotted_name(arm.args[0])
        return [name] if name is not None else []
    if isinstance(arm, ast.Compare) and len(arm.ops) == 1 and isinstance(arm.ops[0], ast.In) and (
            isinstance(arm.left, ast.Constant) and arm.left.value == "/" or dotted_name(arm.left) == "os.sep"):
        name = dotted_name(arm.comparators[0])
        return [name] if name is not None else []
    return []


_MEMBER_LISTS = frozenset({"getmembers", "getnames", "namelist", "infolist"})
_MEMBER_CHECKS = frozenset({"startswith", "commonpath", "commonprefix", "is_relative_to", "isabs", "realpath",
                            "abspath", "normpath", "resolve"})


# A stand-in value whose standing a trial narrowing changes (see `items_checked`).
_PROBE = Origin(UNTRUSTED, "loop item", "", 0)


def _collection_names(node: ast.expr) -> list[str]:
    """The names whose items a loop over NODE visits: `names`, `self.names`, `[first] + rest`, `(a, b)`."""
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add):
        return _collection_names(node.left) + _collection_names(node.right)
    if isinstance(node, (ast.List, ast.Tuple)):
        return [name for element in node.elts if (name := dotted_name(element)) is not None]
    name = dotted_name(node)
    return [name] if name is not None else []


def _every_character_checked(test: ast.Call, canon: str | None) -> ast.expr | None:
    """VALUE in `all(c.isalnum() or c == "_" for c in VALUE)`: true only when every character passes."""
    if canon != "all" or len(test.args) != 1 or not isinstance(test.args[0], ast.GeneratorExp):
        return None
    generator = test.args[0]
    if len(generator.generators) != 1 or generator.generators[0].ifs:
        return None
    loop = generator.generators[0]
    if not isinstance(loop.target, ast.Name):
        return None
    alternatives = generator.elt.values if isinstance(generator.elt, ast.BoolOp) and isinstance(
        generator.elt.op, ast.Or) else [generator.elt]
    methods = [validating_method(test, loop.target.id) for test in alternatives]
    allowed = all(m or _one_of_literal(alt, loop.target.id) for m, alt in zip(methods, alternatives, strict=True))
    return loop.iter if any(methods) and allowed else None


def _one_of_literal(test: ast.expr, target: str) -> bool:
    """`c == "_"` or `c in ".-"`: TARGET is a character a literal names."""
    return (isinstance(test, ast.Compare) and isinstance(test.left, ast.Name) and test.left.id == target
            and len(test.ops) == 1 and isinstance(test.ops[0], (ast.In, ast.Eq))
            and isinstance(test.comparators[0], ast.Constant) and isinstance(test.comparators[0].value, str))


def _checked_archive(stmt: ast.For | ast.AsyncFor) -> str | None:
    """ARCHIVE in `for m in ARCHIVE.getmembers(): ... if <a test of m's name>: raise`: a loop that rejects, by
    raising, every member whose name is absolute, climbs with `..` or resolves outside a folder, so that the
    archive extracted after it holds none (`tar.extractall(dest)` once the loop is done)."""
    it = stmt.iter
    if not (isinstance(it, ast.Call) and isinstance(it.func, ast.Attribute) and it.func.attr in _MEMBER_LISTS):
        return None
    archive = dotted_name(it.func.value)
    loop_names = {n.id for n in ast.walk(stmt.target) if isinstance(n, ast.Name)}
    if archive is None or not loop_names:
        return None
    for node in (n for s in stmt.body for n in ast.walk(s)):
        if not (isinstance(node, ast.If) and any(isinstance(s, ast.Raise) for s in node.body)):
            continue
        names = {n.id for n in ast.walk(node.test) if isinstance(n, ast.Name)}
        checks = {n.attr for n in ast.walk(node.test) if isinstance(n, ast.Attribute)} | {
            n.value for n in ast.walk(node.test) if isinstance(n, ast.Constant) and n.value == ".."}
        named = any(isinstance(n, ast.Call) and _CONTAINMENT_NAME.search((dotted_name(n.func) or "").rsplit(".", 1)[-1])
                    for n in ast.walk(node.test))  # `if not is_within_directory(dest, path): raise`
        derived = names & loop_names or names & _derived_names(stmt.body, loop_names)
        if derived and (checks & (_MEMBER_CHECKS | {".."}) or named):
            return archive
    return None


def _derived_names(body: list[ast.stmt], roots: set[str]) -> set[str]:
    """Names the loop BODY assigns from an expression that mentions ROOTS (`target = realpath(join(dest, m.name))`)."""
    out = set()
    for node in (n for s in body for n in ast.walk(s)):
        if isinstance(node, ast.Assign) and {n.id for n in ast.walk(node.value) if isinstance(n, ast.Name)} & roots:
            out |= {t.id for t in node.targets if isinstance(t, ast.Name)}
    return out


def _assigns(body: list[ast.stmt], name: str) -> bool:
    return any(isinstance(s, ast.Assign) and any(dotted_name(t) == name for t in s.targets) for s in body)


def _pairwise(target: ast.AST, value: ast.AST) -> list[tuple[ast.expr, ast.expr]] | None:
    """The (target, value) element pairs of `a, b = x, y`; None unless both sides are
    unstarred tuples or lists of one length."""
    if not (isinstance(target, (ast.Tuple, ast.List)) and isinstance(value, (ast.Tuple, ast.List))):
        return None
    if len(target.elts) != len(value.elts) or any(isinstance(e, ast.Starred) for e in (*target.elts, *value.elts)):
        return None
    return list(zip(target.elts, value.elts, strict=True))


# Objects whose `.host` is a request's Host header or a connection's peer, not a URL's host.
_HOST_OF_REQUEST = re.compile(r"(^|\.)(request|req|environ|headers|self|handler|conn|connection|client|socket|peer|"
                              r"transport|server)$", re.IGNORECASE)


# A helper named for computing a signature or a MAC over what it is given.
_SIGNER_NAME = re.compile(r"^_*(sig|sign|signature|mac|hmac)(_|$)|_(sig|sign|signature|mac|hmac)$", re.IGNORECASE)


def _host_read(node: ast.expr) -> ast.expr:
    """`parts.hostname` out of the forms a host is compared in: `(parts.hostname or "").lower()`,
    `parts.hostname.casefold()`."""
    while True:
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and not node.args \
                and node.func.attr in ("lower", "casefold", "strip", "rstrip"):
            node = node.func.value
        elif isinstance(node, ast.BoolOp) and isinstance(node.op, ast.Or) and len(node.values) == 2 \
                and isinstance(node.values[1], ast.Constant):
            node = node.values[0]
        else:
            return node


# Calls that make a file object on disk under a name nobody chose from outside.
_FILE_OBJECT_MAKERS = frozenset({"tempfile.NamedTemporaryFile", "tempfile.TemporaryFile",
                                 "tempfile.SpooledTemporaryFile"})


def _file_object(fact: Fact) -> bool:
    """FACT is an open file object: `open(...)`'s handle, or a temporary file tempfile made."""
    return fact.handle or any(origin.kind == UNIQUE and origin.label in _FILE_OBJECT_MAKERS for origin in fact.origins)
