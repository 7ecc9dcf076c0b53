"""The pattern slot's refuter: one verdict per finding, from structure rather than data flow.

Owns the order of the checks and the rules for each verdict:
- refuted when the cited code is in a test module, under a constant-false condition,
  sanitised / constant / parameterised at the sink call, reached only from tests, or dead;
- confirmed only when the cited lines hold a dangerous sink of the finding's category
  (Bandit flags it, or the pattern sink table matches), its function is reachable from
  outside, and the verdict carries at least one quote the raiser did not quote;
- uncertain otherwise, always with a reason.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Callable

from agent_providers.builtin import (
    pattern_bandit,
    pattern_guards,
    pattern_handed,
    pattern_reach,
    pattern_secrets,
    pattern_sinks,
    pattern_tmp,
    python_idioms,
    rejected_sentinels,
    reviewed_lines,
    self_tests,
)
from agent_providers.builtin.pattern_source import ParsedFile, parse_file
from agent_providers.seam import FindingToJudge
from tickets.models import Evidence, Finding, Verdict, VerdictKind
from twokey.kernel.codeview import CodeView
from twokey.kernel.contentstore import Memo

_SPACE = re.compile(r"\s+")
_LINE_REF = re.compile(r"\bon line (\d+)")


class Judge:
    """Judges findings against one snapshot; parsed files live for one refute turn."""

    def __init__(self, view: CodeView, index: Callable[[], pattern_reach.ProjectIndex],
                 notes: Memo | None = None) -> None:
        self._view = view
        self._notes = notes  # this run's notes: Bandit's hits on a file this slot raised on, if any
        self._index = index  # built lazily, only when a check needs it
        self._files: dict[str, ParsedFile | str] = {}
        self._bandit: dict[str, list[pattern_bandit.BanditHit]] = {}
        self._python_paths: list[str] | None = None

    def verdict(self, item: FindingToJudge) -> Verdict:
        try:
            kind, reason, evidence = self._judge(item.finding)
        except Exception as error:  # fail closed: a crash in one check is not a verdict
            kind, evidence = VerdictKind.UNCERTAIN, []
            reason = f"pattern checks failed: {type(error).__name__}: {error}"
        return Verdict(fingerprint=item.fingerprint, verdict=kind, reason=reason[:2000], evidence=evidence[:20])

    # -- the decision -------------------------------------------------------------------

    def _judge(self, finding: Finding) -> tuple[VerdictKind, str, list[Evidence]]:
        location = finding.primary
        parsed = self._parsed(location.path)
        if isinstance(parsed, str):
            return VerdictKind.UNCERTAIN, parsed, []
        start, end = location.start_line, min(location.end_line, len(parsed.lines))
        if start > len(parsed.lines):
            return VerdictKind.UNCERTAIN, f"{location} is past the end of the file ({len(parsed.lines)} lines)", []
        refutation = self._refutation(parsed, finding.category, start, end)
        if refutation is not None:
            return VerdictKind.REFUTED, refutation[0], refutation[1]
        return self._confirmation(parsed, finding, start, end)

    def _refutation(self, parsed: ParsedFile, category: str, start: int, end: int) -> tuple[str, list[Evidence]] | None:
        suppressed = reviewed_lines.reviewed(parsed.lines, start, end, category)
        if suppressed is not None:
            return reviewed_lines.reason(suppressed, category), [
                self._line_evidence(parsed, suppressed.line, f"the maintainers' recorded review: {suppressed.comment}")]
        fact = pattern_reach.test_path_fact(parsed, start, end) or (
            pattern_reach.build_script_fact(parsed, start, end) if category != "hardcoded-secret" else None)
        if fact:
            return fact.reason, fact.evidence
        block = self._self_test_block(parsed, category, start, end)
        if block is not None:
            return block
        constants = pattern_guards.module_constants(parsed, self._index().attr_stores)
        guard = pattern_guards.constant_false_guard(parsed, start, constants)
        if guard:
            return guard.reason, [self._line_evidence(parsed, guard.line, "the constant condition")]
        made = pattern_tmp.temp_write(parsed, start, end) if category == "insecure-tempfile" else None
        if made is not None:
            refuted = self._temp_refutation(parsed, made)
            if refuted is not None:
                return refuted
        guard = self._sink_guard(parsed, category, start, end)
        if guard:
            evidence = [self._line_evidence(parsed, guard.line, "the sink call as written")]
            for line in _lines_named(guard.reason, guard.line):  # the assignment or check it relies on
                evidence.append(self._line_evidence(parsed, line, "the assignment or check the reason names"))
            return guard.reason, evidence
        scope = parsed.outer_function_at(start)
        fact = pattern_reach.test_only_fact(parsed, scope, self._index(), self._load) \
            or pattern_reach.dead_fact(parsed, scope, self._index())
        return (fact.reason, fact.evidence) if fact else None

    def _self_test_block(self, parsed: ParsedFile, category: str, start: int,
                         end: int) -> tuple[str, list[Evidence]] | None:
        """Why the cited lines, a scratch file written in the `__main__` block itself of a package's module, harm no
        one: the block runs only when a developer starts the module by hand, on their machine; what it calls lies
        outside it and is judged where it is."""
        if category not in self_tests.SELF_TEST_CATEGORIES:
            return None
        block = self_tests.main_block_lines(parsed.tree)
        if block is None or not block[0] <= start <= end <= block[1] \
                or not self_tests.in_package(parsed.path, self._view.exists):
            return None
        return (f"lines {start}-{end} are in the `__main__` block of {parsed.path}, a package's module (line "
                f"{block[2]}): they run only when a developer starts the module by hand, as its self-test or demo, "
                "with no one else's data or files at stake",
                [self._line_evidence(parsed, block[2], "run only when the module is started by hand")])

    def _temp_refutation(self, parsed: ParsedFile, made: pattern_tmp.TempWrite) -> tuple[str, list[Evidence]] | None:
        """Why a file made under the shared temporary directory is no planted-file risk, if it is not."""
        handler = pattern_tmp.lambda_handler(parsed)
        if handler is not None:
            return (f"{handler.name}() on line {handler.lineno} is an AWS Lambda handler: the function's /tmp belongs "
                    "to its one execution environment, which no other user shares",
                    [self._line_evidence(parsed, handler.lineno, "the Lambda handler")])
        if not (made.exclusive or made.unique):
            return None
        why = (f"{made.what}() on line {made.line} makes the file only if nothing is there yet, so a planted "
               "file or symlink makes it fail instead of being followed") if made.exclusive else (
               f"the name {made.what}() on line {made.line} makes has a part nobody can guess ({made.unique}()), "
               "so no one can plant a file at it in advance")
        return why, [self._line_evidence(parsed, made.line, "the call that makes the file")]

    def _sink_guard(self, parsed: ParsedFile, category: str, start: int, end: int) -> pattern_guards.Guard | None:
        """A guard that holds for every sink on the cited lines (none if no sink is found)."""
        sinks = pattern_sinks.find_sinks(parsed, start, end, category)
        if not sinks:  # an unlisted sink (a wrapper, say): judge it only if it is unambiguous
            # A getter's arguments are a key and a default, not the value it returns (`params.get("to", HOME)`).
            calls = _outermost([c for c in parsed.calls_on(start, end) if c.lineno >= start and not _getter(parsed, c)])
            sinks = [pattern_sinks.SinkMatch(c, c.lineno, "") for c in calls] if len(calls) == 1 else []
        guards = [self._guard_for(parsed, sink, category) for sink in sinks]
        if not guards or any(g is None for g in guards):
            return None
        return guards[0]

    def _guard_for(
        self, parsed: ParsedFile, sink: pattern_sinks.SinkMatch, category: str
    ) -> pattern_guards.Guard | None:
        if isinstance(sink.node, ast.Call) and not _getter(parsed, sink.node):
            return pattern_guards.safe_call(parsed, sink.node, category)
        payload = sink.node if isinstance(sink.node, ast.expr) else pattern_sinks.statement_payload(sink.node)
        if payload is None or category not in pattern_guards.TAINT_CATEGORIES:
            return None
        why = pattern_guards.safe_value(parsed, payload, category, sink.line)
        return pattern_guards.Guard(sink.line, f"the value at the sink {why}") if why else None

    def _confirmation(
        self, parsed: ParsedFile, finding: Finding, start: int, end: int
    ) -> tuple[VerdictKind, str, list[Evidence]]:
        category = finding.category
        if category == "hardcoded-secret":
            return self._secret(parsed, finding, start, end)
        sink_reason, sink_line, helper = self._sink_evidence(parsed, category, start, end)
        if sink_reason is None:
            known = ("" if pattern_sinks.known_category(category)
                     else f" (category {category!r} is not in the pattern sink table)")
            return VerdictKind.UNCERTAIN, f"no dangerous {category} sink recognised on {finding.primary}{known}; " \
                                          "no refutation applies either", []
        scope = parsed.outer_function_at(start)
        entry = pattern_reach.entry_fact(parsed, scope, start, self._index(), self._load)
        if entry is None:
            return VerdictKind.UNCERTAIN, f"{sink_reason}, but no entry point reaching it was found " \
                                          "(no route-like decorator, __main__ guard or non-test caller)", []
        evidence = [*entry.evidence, self._line_evidence(parsed, sink_line, "the sink"), *helper]
        independent = [e for e in evidence if not _quoted_by(e, finding)]
        if not independent:
            return VerdictKind.UNCERTAIN, f"{sink_reason} and {entry.reason}, but every quote available " \
                                          "repeats the raiser's evidence", []
        return VerdictKind.CONFIRMED, f"{sink_reason}; reachable: {entry.reason}; no constant, sanitiser, " \
                                      "constant-false branch, test-only or dead-code refutation applies", evidence

    def _secret(self, parsed: ParsedFile, finding: Finding, start: int, end: int) -> tuple[VerdictKind, str,
                                                                                           list[Evidence]]:
        """A credential written in the code: confirmed when the literal could be a working one (who can
        read the code holds it, reachable or not), refuted when it is a placeholder or no credential."""
        found = pattern_secrets.literals(parsed, start, end)
        if not found:
            table = python_idioms.code_table_keys(parsed.tree).get(start)
            if table is not None:
                key, first, size = table
                what = (f"one of {size} codes keying the table at line {first} (country, language or currency "
                        "codes): Palau's, not a credential's name")
                return VerdictKind.REFUTED, f"the key {key!r} on line {start} is {what}", \
                    [self._line_evidence(parsed, first, "a table keyed by codes")]
            return VerdictKind.UNCERTAIN, f"no string given to a credential-named target on {finding.primary}", []
        usable = [lit for lit in found if pattern_secrets.credential_value(lit.value, lit.name)]
        if not usable:
            lit = found[0]
            what = "a placeholder" if pattern_secrets.placeholder(lit.value) else \
                "the name it is given to, spelt out" if pattern_secrets.names_itself(lit.name, lit.value) else \
                "not a credential value"
            return VerdictKind.REFUTED, f"the string given to {lit.name} on line {lit.line} is {what}", \
                [Evidence(path=parsed.path, start_line=lit.line, end_line=lit.line, quote=lit.segment or
                          parsed.line(lit.line).strip(), note=what)]
        lit = usable[0]
        if python_idioms.development_module(parsed.path):
            what = (f"written in {parsed.path}, a module named for development, testing or as an example to copy: a "
                    "throwaway value, while production loads another module with its own")
            return VerdictKind.REFUTED, f"the string given to {lit.name} on line {lit.line} is {what}", \
                [Evidence(path=parsed.path, start_line=lit.line, end_line=lit.line,
                          quote=lit.segment or parsed.line(lit.line).strip(), note="a development module's value")]
        fixture = next((f for f in python_idioms.fixture_constants(parsed.tree) if f[0] <= lit.line <= f[1]), None)
        if fixture is not None and all(fixture[0] <= other.line <= fixture[1] for other in usable):
            what = f"a value inside {fixture[2]}, a constant holding test cases or examples"
            return VerdictKind.REFUTED, f"the string given to {lit.name} on line {lit.line} is {what}: a fixture", \
                [Evidence(path=parsed.path, start_line=lit.line, end_line=lit.line,
                          quote=lit.segment or parsed.line(lit.line).strip(), note=what)]
        sentinels = rejected_sentinels.rejected_values(parsed.tree)
        if all(rejected_sentinels.rejected(sentinels, other.name, other.value, other.line) for other in usable):
            what = ("a sentinel the code refuses: where the name holds it, the same code stops (raises, exits or "
                    "returns nothing) before using it, a credential not configured")
            return VerdictKind.REFUTED, f"the string given to {lit.name} on line {lit.line} is {what}", \
                [Evidence(path=parsed.path, start_line=lit.line, end_line=lit.line,
                          quote=lit.segment or parsed.line(lit.line).strip(), note="a sentinel the code refuses")]
        rules = python_idioms.lexer_rules(parsed.tree)
        if all(rules.get(other.line) == other.name for other in usable):
            what = f"a token rule of a PLY lexer: the regular expression of the token {lit.name[2:]}"
            return VerdictKind.REFUTED, f"the string given to {lit.name} on line {lit.line} is {what}", \
                [Evidence(path=parsed.path, start_line=lit.line, end_line=lit.line,
                          quote=lit.segment or parsed.line(lit.line).strip(), note="a lexer's token rule")]
        lab = self._lab_self_test(parsed, [other.line for other in usable])
        if lab is not None:
            what = (f"written in the self-test of {parsed.path}, a package's module: the `__main__` block on line "
                    f"{lab.guard}, and what only it calls, runs when a developer starts the module by hand, and "
                    f"every host it names ({', '.join(dict.fromkeys(lab.hosts))}) is a private-network, loopback or "
                    "reserved test address: a lab's credential, which nobody outside that lab can use")
            return VerdictKind.REFUTED, f"the string given to {lit.name} on line {lit.line} is {what}", \
                [Evidence(path=parsed.path, start_line=lit.line, end_line=lit.line,
                          quote=lit.segment or parsed.line(lit.line).strip(), note="a lab's credential"),
                 self._line_evidence(parsed, lab.guard, "run only when the module is started by hand")]
        clients = python_idioms.site_clients(parsed.tree)
        if all(python_idioms.site_client_key(clients, other.name, other.value) for other in usable):
            start, _, name = clients[0]
            what = (f"a key of the third-party site whose URLs {name} (line {start}) handles: its own web or app "
                    "client's, which every visitor receives")
            return VerdictKind.REFUTED, f"the string given to {lit.name} on line {lit.line} is {what}", \
                [Evidence(path=parsed.path, start_line=lit.line, end_line=lit.line,
                          quote=lit.segment or parsed.line(lit.line).strip(), note="a site's public client key"),
                 Evidence(path=parsed.path, start_line=start, end_line=start, quote=parsed.line(start).strip(),
                          note="a client of the site's URLs")]
        evidence = Evidence(path=parsed.path, start_line=lit.line, end_line=lit.line, quote=lit.segment,
                            note=f"the credential value given to {lit.name}")
        if not lit.segment or any(_normalise(lit.segment) == _normalise(e.quote) for e in finding.evidence):
            return VerdictKind.UNCERTAIN, "the credential value cannot be quoted apart from the raiser's quotes", []
        return VerdictKind.CONFIRMED, (f"{lit.name} on line {lit.line} is given a literal that could be a working "
                                       f"credential ({len(lit.value)} characters, no placeholder): whoever can read "
                                       "the code holds it"), [evidence]

    def _lab_self_test(self, parsed: ParsedFile, lines: list[int]) -> self_tests.SelfTest | None:
        """The lab self-test (see self_tests) every one of LINES is in, when the module belongs to a package."""
        if not self_tests.in_package(parsed.path, self._view.exists):
            return None
        tests = self_tests.self_tests(parsed.tree)
        found = [self_tests.in_lab_self_test(tests, line) for line in lines]
        return found[0] if found and all(found) else None

    def _sink_evidence(self, parsed: ParsedFile, category: str, start: int,
                       end: int) -> tuple[str | None, int, list[Evidence]]:
        """Why the cited lines hold a sink, its line, and the helper's line when a helper in another module is
        the one that hands the value to the sink."""
        hits = self._bandit_hits(parsed)
        near = pattern_bandit.categories_near(hits, start, end)
        if category in near:
            hit = near[category]
            return f"Bandit {hit.test_id} independently flags line {hit.lineno} as {category}", hit.lineno, []
        sinks = pattern_sinks.find_sinks(parsed, start, end, category)
        if sinks:
            return f"line {sinks[0].line} is a {category} sink ({sinks[0].what})", sinks[0].line, []
        made = pattern_tmp.temp_write(parsed, start, end) if category == "insecure-tempfile" else None
        if made is not None:
            where = [] if made.origin_line == made.line else \
                [self._line_evidence(parsed, made.origin_line, "the shared temporary directory, written here")]
            return (f"{made.what}() on line {made.line} makes a file at a name fixed in advance under the shared "
                    f"temporary directory ({made.origin}, line {made.origin_line}), following whatever is there",
                    made.line, where)
        for call in (c for c in parsed.calls_on(start, end) if c.lineno >= start):
            handed = pattern_handed.handed_sink(parsed, call, category, self._paths(), self._load)
            if handed is not None:
                helper = self._load(handed.path)
                assert helper is not None  # handed_sink read it
                reason = (f"line {call.lineno} calls {handed.helper}(), which hands its parameter {handed.param}, "
                          f"as given, to a {category} sink ({handed.what}, {handed.path}:{handed.line})")
                return reason, call.lineno, [self._line_evidence(helper, handed.line, "the helper's sink")]
        return None, start, []

    def _paths(self) -> list[str]:
        if self._python_paths is None:
            self._python_paths = [path for path, _ in self._view.python_listing()]
        return self._python_paths

    # -- file access --------------------------------------------------------------------

    def _parsed(self, path: str) -> ParsedFile | str:
        if path not in self._files:
            try:
                self._files[path] = parse_file(path, self._view.read_text(path))
            except (SyntaxError, ValueError, RecursionError) as error:
                self._files[path] = f"{path} cannot be parsed as Python: {error}"
            except Exception as error:
                self._files[path] = f"{path} cannot be read in the snapshot: {type(error).__name__}: {error}"
        return self._files[path]

    def _load(self, path: str) -> ParsedFile | None:
        parsed = self._parsed(path)
        return None if isinstance(parsed, str) else parsed

    def _bandit_hits(self, parsed: ParsedFile) -> list[pattern_bandit.BanditHit]:
        if parsed.path not in self._bandit:
            noted = self._notes.get(bandit_key(parsed.path, self._view)) if self._notes is not None else None
            try:
                hits = noted if noted is not None else pattern_bandit.scan(parsed.path, parsed.text, parsed.tree)
            except (SyntaxError, ValueError, RecursionError):
                hits = []
            self._bandit[parsed.path] = hits
        return self._bandit[parsed.path]

    @staticmethod
    def _line_evidence(parsed: ParsedFile, line: int, note: str) -> Evidence:
        statement = parsed.statement_at(line)
        end = line
        if statement is not None and statement.lineno == line and not hasattr(statement, "body"):
            end = min(statement.end_lineno or line, line + 5)
        return Evidence(path=parsed.path, start_line=line, end_line=end, quote=parsed.quote(line, end)[:4000],
                        note=note)


def bandit_key(path: str, view: CodeView) -> str:
    """Where a raise notes Bandit's hits on PATH for this slot's own refuting, later in the run."""
    return f"pattern-bandit\0{path}\0{view.content_id(path)}"


_GETTERS = frozenset({"get", "getlist", "get_all", "getone", "getall", "pop", "setdefault", "getvalue", "getfirst"})


def _getter(parsed: ParsedFile, call: ast.Call) -> bool:
    """A lookup in a local mapping (`params.get("to", HOME)`): what it returns comes from its receiver, whatever its
    key and default are. A module's function of the same name (`requests.get(url)`) is no lookup."""
    if not (isinstance(call.func, ast.Attribute) and call.func.attr in _GETTERS):
        return False
    root = call.func.value
    while isinstance(root, ast.Attribute):
        root = root.value
    return not (isinstance(root, ast.Name) and root.id in parsed.imported)


def _outermost(calls: list[ast.Call]) -> list[ast.Call]:
    """Calls not nested inside another call of the list."""
    inner = {id(sub) for call in calls for sub in ast.walk(call) if sub is not call and isinstance(sub, ast.Call)}
    return [c for c in calls if id(c) not in inner]


def _lines_named(reason: str, sink_line: int) -> list[int]:
    """Line numbers a guard's reason cites ("assigned once on line 12"), other than the sink's."""
    return sorted({int(n) for n in _LINE_REF.findall(reason)} - {sink_line})


def _normalise(text: str) -> str:
    return _SPACE.sub(" ", text).strip()


def _quoted_by(evidence: Evidence, finding: Finding) -> bool:
    """Whether the raiser already quoted this text (so it adds no independent support)."""
    mine = _normalise(evidence.quote)
    return any(mine in _normalise(theirs.quote) for theirs in finding.evidence if theirs.path == evidence.path)
