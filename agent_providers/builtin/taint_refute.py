"""The taint slot as refuter: judges the other slot's findings by following data flow.

Owns the verdict rules. It confirms only with an untrusted source line of its own, refutes
only with the line that proves the value harmless (a constant, a sanitiser, a safe API, a
constant-false branch, test-only code), and otherwise answers uncertain. It never
confirms without evidence, and never trusts the finding's own wording.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from agent_providers.builtin import parsing
from agent_providers.builtin.taint_facts import PARAM, Fact, Prune, SinkSite, Step
from agent_providers.builtin.taint_module import LINES, ModuleResult, analyse_module
from agent_providers.builtin.taint_report import quote_at
from agent_providers.builtin.taint_rules import (
    CATEGORY_KEYWORDS,
    COMPATIBLE,
    CWE_CATEGORY,
    TAINT_CATEGORIES,
    TEST_PATH,
)
from agent_providers.seam import FindingToJudge
from tickets.models import Evidence, Finding, Location, RefuteTurn, Verdict, VerdictKind
from twokey.kernel.codeview import CodeView
from twokey.kernel.contentstore import Memo, MemoryMemo
from twokey.kernel.pysource import Means

NEAR = 2
PARAMETERISED = frozenset({"sql-injection", "xpath-injection"})
_NOT_FOR_SECURITY = re.compile(r"usedforsecurity\s*=\s*False")
_SPACE = re.compile(r"\s+")

Loaded = tuple[list[str], ModuleResult]


def categories_of(finding: Finding) -> frozenset[str]:
    """Our categories that can answer for FINDING's category (name first, then CWE)."""
    name = finding.category
    if name in COMPATIBLE:
        return COMPATIBLE[name]
    if name in TAINT_CATEGORIES:
        return frozenset({name})
    for keyword, ours in CATEGORY_KEYWORDS:
        if keyword in name:
            return frozenset({ours})
    if finding.cwe in CWE_CATEGORY:
        return frozenset({CWE_CATEGORY[finding.cwe]})
    return frozenset()


def _normal(text: str) -> str:
    return _SPACE.sub(" ", text).strip()


class Quoter:
    """Quotes lines of one file, preferring text the finding's own evidence did not quote."""

    def __init__(self, path: str, lines: list[str], finding: Finding) -> None:
        self.path = path
        self.lines = lines
        self.avoid = {_normal(e.quote) for e in finding.evidence if e.path == path}

    def at(self, line: int | None, note: str, segment: str = "", end: int | None = None) -> Evidence | None:
        if line is None:
            return None
        full = quote_at(self.lines, line)
        quote = full
        if _normal(full) in self.avoid and segment and segment in full and _normal(segment) not in self.avoid:
            quote = segment
        if not quote:
            return None
        return Evidence(path=self.path, start_line=line, end_line=max(line, end or line), quote=quote, note=note[:1000])

    def step(self, step: Step, note: str) -> Evidence | None:
        return self.at(step.line, note, step.text)


_IDENT = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


@dataclass
class Usage:
    """Which identifiers each part of the project mentions: non-test files, and test files.

    Built from the text of every Python file, one file at a time, only when a confirmation
    needs to know who calls a plain function; it holds names, never code."""

    live: dict[str, str] = field(default_factory=dict)  # name -> first non-test path mentioning it
    live_many: set[str] = field(default_factory=set)  # names mentioned by two or more non-test files
    tests: dict[str, str] = field(default_factory=dict)  # name -> first test path mentioning it

    @classmethod
    def of(cls, view: CodeView, memo: Memo | None = None) -> Usage:
        """Built in listing order; a file's names come from MEMO when its content was seen before."""
        usage = cls()
        memo = memo if memo is not None else MemoryMemo()
        for path, content_id in view.python_listing():
            names = _names_of(view, path, content_id, memo)
            if names is None:
                continue
            if TEST_PATH.search(path):
                for name in names:
                    usage.tests.setdefault(name, path)
                continue
            for name in names:
                first = usage.live.setdefault(name, path)
                if first != path:
                    usage.live_many.add(name)
        return usage

    def used_elsewhere(self, name: str, path: str) -> bool:
        return name in self.live_many or self.live.get(name, path) != path


def _names_of(view: CodeView, path: str, content_id: str, memo: Memo) -> list[str] | None:
    key = f"taint-names\0{path}\0{content_id}"
    known = memo.get(key)
    if known is not None:
        return known
    try:
        text = view.read_text(path)
    except Exception:  # withheld or unreadable: it mentions nothing, as before
        return None
    names = sorted(set(_IDENT.findall(text)))
    memo.put(key, names)
    return names


def analysed(view: CodeView, path: str, text: str, notes: Memo | None,
             filename: str = "<unknown>") -> tuple[Means, ModuleResult]:
    """How PATH's TEXT parsed, and its analysis: from this run's NOTES if the raise (or a refute) made it.

    A file raised on in a worker process and judged here is then analysed once, not twice. Raises
    SyntaxError/ValueError/RecursionError as parsing does (FILENAME names the file in the message)."""
    key = f"taint-analysis\0{path}\0{view.content_id(path)}"
    known = notes.get(key) if notes is not None else None
    if known is None:
        source = parsing.parse(text, filename=filename)
        # Expression text is cut from the lines the tree was parsed from (columns match there);
        # quotes are whole original lines, which a translation keeps in place.
        known = (source.means, analyse_module(source.tree, LINES.split(source.text)))
        if notes is not None:
            notes.put(key, known)
    return known


class Judge:
    """Answers one verdict per finding; analyses each file at most once per turn."""

    def __init__(self, view: CodeView, usage: Callable[[], Usage] | None = None, notes: Memo | None = None) -> None:
        self.view = view
        self.cache: dict[str, Loaded | str] = {}
        self.usage = usage or (lambda: Usage.of(view))
        self.notes = notes

    def turn(self, items: Sequence[FindingToJudge]) -> RefuteTurn:
        return RefuteTurn(verdicts=[self.verdict(item.fingerprint, item.finding) for item in items])

    def load(self, path: str) -> Loaded | str:
        if path not in self.cache:
            try:
                text = self.view.read_text(path)
                self.cache[path] = (text.splitlines(), analysed(self.view, path, text, self.notes)[1])
            except (SyntaxError, ValueError, RecursionError) as error:
                self.cache[path] = f"{path} could not be parsed: {type(error).__name__}"
            except Exception as error:  # the snapshot withholds or cannot read it
                self.cache[path] = f"{path} could not be read: {type(error).__name__}: {error}"[:500]
        return self.cache[path]

    def verdict(self, fp: str, finding: Finding) -> Verdict:
        loc = finding.primary
        loaded = self.load(loc.path)
        if isinstance(loaded, str):
            return _uncertain(fp, loaded)
        lines, result = loaded
        quoter = Quoter(loc.path, lines, finding)
        verdict = self._verdict(fp, finding, quoter, result)
        if verdict.verdict is VerdictKind.CONFIRMED:
            return self._reachable(fp, loc, quoter, result) or verdict
        return verdict

    def _reachable(self, fp: str, loc: Location, quoter: Quoter, result: ModuleResult) -> Verdict | None:
        """A refutation when the cited code is test code: a test module, or a plain function only tests call."""
        if TEST_PATH.search(loc.path):
            start = next((s for s, e in sorted(result.spans.values()) if s <= loc.start_line <= e), loc.start_line)
            reason = (f"{loc.path} is a test module: the cited code runs only under the test runner, "
                      "not on an attack surface.")
            return _verdict(fp, VerdictKind.REFUTED, reason, [quoter.at(start, "test-only code")])
        owner = next((sym for sym, (s, e) in result.plain.items() if s <= loc.start_line <= e), None)
        if owner is None:
            return None
        own_uses = len(re.findall(rf"\b{re.escape(owner)}\b", "\n".join(quoter.lines)))
        usage = self.usage()
        if own_uses > 1 or usage.used_elsewhere(owner, loc.path):
            return None
        if owner not in usage.tests:
            return None  # never mentioned: maybe a public API called from outside; not ours to call dead
        test_path = usage.tests[owner]
        items = [quoter.at(result.spans[owner][0], f"{owner} is defined here; no non-test module mentions it"),
                 _mention(self.view, test_path, owner)]
        reason = (f"{owner}() is called only from test code (first from {test_path}); no non-test module "
                  "mentions it, so the flow never runs on an attack surface.")
        return _verdict(fp, VerdictKind.REFUTED, reason, items)

    def _verdict(self, fp: str, finding: Finding, quoter: Quoter, result: ModuleResult) -> Verdict:
        loc = finding.primary
        wanted = categories_of(finding)
        if wanted:
            return _flow_verdict(fp, loc, wanted, quoter, result)
        dead = _dead_at(result, loc)
        if dead is not None:
            return _prune_verdict(fp, quoter, dead, "the cited code")
        if finding.category == "weak-random":
            return _random_verdict(fp, loc, quoter, result)
        if finding.category == "weak-hash":
            return _hash_verdict(fp, loc, quoter, result)
        if finding.category == "insecure-cookie":
            return _cookie_verdict(fp, loc, quoter, result)
        return _uncertain(fp, f"{finding.category} is not a data-flow defect; the taint analyser "
                              "has no independent evidence for or against it.")


def _mention(view: CodeView, path: str, name: str) -> Evidence | None:
    try:
        lines = view.read_text(path).splitlines()
    except Exception:  # the mention only adds evidence; the refutation stands on the definition
        return None
    for number, text in enumerate(lines, start=1):
        if re.search(rf"\b{re.escape(name)}\b", text) and text.strip():
            return Evidence(path=path, start_line=number, end_line=number, quote=text.strip()[:400],
                            note=f"a test mentions {name}")
    return None


def _flow_verdict(fp: str, loc: Location, wanted: frozenset[str], quoter: Quoter, result: ModuleResult) -> Verdict:
    sites = _matching(result.sites, wanted, loc)
    live = [s for s in sites if s.live_taint]
    if live:
        site = min(live, key=lambda s: _distance(s, loc))
        if TEST_PATH.search(loc.path):
            return _test_verdict(fp, quoter, site, result, f"untrusted-looking {site.counted[0].label}")
        return _confirm(fp, quoter, site)
    if not sites:
        dead = _dead_at(result, loc)
        if dead is not None:
            return _prune_verdict(fp, quoter, dead, "the cited code")
        return _uncertain(fp, f"No {'/'.join(sorted(wanted))} sink that the data-flow model knows is at or "
                              f"near {loc}.")
    return _explain_clean(fp, quoter, min(sites, key=lambda s: _distance(s, loc)), result)


def _distance(site: SinkSite, loc: Location) -> int:
    return abs(site.line - loc.start_line)


def _matching(sites: list[SinkSite], wanted: frozenset[str], loc: Location) -> list[SinkSite]:
    low, high = loc.start_line - NEAR, loc.end_line + NEAR
    ours = [s for s in sites if s.category in wanted]
    direct = [s for s in ours if s.line <= high and s.end_line >= low]
    if direct:
        return direct
    return [s for s in ours if any(low <= d <= high for d in s.whole.defs)]


def _dead_at(result: ModuleResult, loc: Location) -> Prune | None:
    for start, end, why in sorted(result.dead, key=lambda r: r[1] - r[0]):
        if start <= loc.start_line and loc.end_line <= end:
            return why
    return None


def _verdict(fp: str, kind: VerdictKind, reason: str, items: list[Evidence | None]) -> Verdict:
    seen, evidence = set(), []
    for item in items:
        if item is not None and (item.start_line, item.quote) not in seen:
            seen.add((item.start_line, item.quote))
            evidence.append(item)
    if kind is not VerdictKind.UNCERTAIN and not evidence:
        return _uncertain(fp, f"{reason} (but no line could be quoted for it, so this is not a verdict)")
    return Verdict(fingerprint=fp, verdict=kind, reason=reason[:2000], evidence=evidence)


def _uncertain(fp: str, reason: str) -> Verdict:
    return Verdict(fingerprint=fp, verdict=VerdictKind.UNCERTAIN, reason=reason[:2000], evidence=[])


def _confirm(fp: str, quoter: Quoter, site: SinkSite) -> Verdict:
    origin = site.counted[0]
    items = [
        quoter.at(origin.line, f"untrusted source: {origin.label}", origin.expr),
        quoter.at(site.line, f"sink: {site.sink}", end=site.end_line),
        quoter.at(site.call_line, "call that passes the value on"),
    ]
    via = f" {site.via}" if site.via else ""
    reason = (f"No data-flow refutation holds: {origin.expr} ({origin.label}) enters at line {origin.line} and "
              f"reaches {site.sink} at line {site.line}{via}, and on that path no constant, sanitiser, "
              "parameterised call, allowlist check or constant-false branch stops it.")
    return _verdict(fp, VerdictKind.CONFIRMED, reason, items)


def _prune_verdict(fp: str, quoter: Quoter, why: Prune, what: str) -> Verdict:
    items = [quoter.at(why.line, why.reason), quoter.at(why.def_line, "the constant the condition reads")]
    condition = quote_at(quoter.lines, why.line)
    reason = f"{what} can never run: {why.reason} (line {why.line}: `{condition}`)."
    return _verdict(fp, VerdictKind.REFUTED, reason, items)


def _explain_clean(fp: str, quoter: Quoter, site: SinkSite, result: ModuleResult) -> Verdict:
    """A matching sink that no proven untrusted data reaches: refute when a line proves why."""
    if site.pruned is not None:
        return _prune_verdict(fp, quoter, site.pruned, f"{site.sink} at line {site.line}")
    if site.safe_reason is not None:
        step = site.safe_reason
        reason = f"{site.sink} at line {site.line} uses a safe API: {step.name} (line {step.line})."
        return _verdict(fp, VerdictKind.REFUTED, reason, [quoter.step(step, step.name)])
    if site.operator_only and not site.fact.opaque:
        return _operator_verdict(fp, quoter, site)
    fact = site.fact
    if fact.const and (not site.whole.tainted or site.category in PARAMETERISED):
        return _constant_verdict(fp, quoter, site)
    if fact.safe and not fact.origins and fact.sanitiser is not None:
        return _sanitised_verdict(fp, quoter, site, fact.sanitiser)
    if fact.opaque:
        origin = fact.opaque[0]
        return _uncertain(fp, f"{origin.expr} (line {origin.line}) reaches {site.sink} at line {site.line} only "
                              f"through {origin.through}(), which this analysis cannot see into.")
    return _param_verdict(fp, quoter, site, result)


def _operator_verdict(fp: str, quoter: Quoter, site: SinkSite) -> Verdict:
    """Only values the local operator chooses reach a file path, a URL fetched or a redirect."""
    origins = site.operator_only
    items = [quoter.at(o.line, f"chosen by the local operator: {o.label}", o.expr) for o in origins[:3]]
    items.append(quoter.at(site.line, f"sink: {site.sink}", end=site.end_line))
    named = ", ".join(f"{o.expr} ({o.label}, line {o.line})" for o in origins[:3])
    reason = (f"The only untrusted values reaching {site.sink} at line {site.line} are {named}, which whoever "
              f"runs the program chooses. A {site.category} finding needs a value from across a trust boundary; "
              "the operator already controls this machine and could open, fetch or visit the target directly.")
    return _verdict(fp, VerdictKind.REFUTED, reason, items)


def _sanitised_verdict(fp: str, quoter: Quoter, site: SinkSite, step: Step) -> Verdict:
    reason = (f"The value reaching {site.sink} at line {site.line} passes {step.name} at line {step.line} "
              "first, and is otherwise built from constants or module settings.")
    return _verdict(fp, VerdictKind.REFUTED, reason, [quoter.step(step, f"sanitiser: {step.name}")])


def _constant_verdict(fp: str, quoter: Quoter, site: SinkSite) -> Verdict:
    fact = site.fact
    if fact.const_line is not None:
        items = [quoter.at(fact.const_line, "constant value")]
        what = f"is derived only from constants (line {fact.const_line})"
    else:
        items = [quoter.at(site.arg_line or site.line, "constant argument", site.arg_text)]
        what = "is a constant"
    reason = f"The dangerous argument of {site.sink} at line {site.line} {what}."
    if fact.killed is not None:
        reason += (f" The untrusted {fact.killed.expr} read at line {fact.killed.line} is overwritten by that "
                   "constant before the call.")
    if site.category in PARAMETERISED and site.whole.origins:
        reason += " Values are bound as separate parameters, not spliced into the query."
    return _verdict(fp, VerdictKind.REFUTED, reason, items)


def _param_verdict(fp: str, quoter: Quoter, site: SinkSite, result: ModuleResult) -> Verdict:
    params = site.fact.of_kind(PARAM)
    if not params:
        return _uncertain(fp, f"No untrusted source reaches {site.sink} at line {site.line} in this module, but "
                              "its argument is not provably constant or sanitised either.")
    calls = result.calls.get(site.symbol, [])
    if TEST_PATH.search(quoter.path) and _only_harmless(calls, params[0].position):
        return _test_verdict(fp, quoter, site, result, f"parameter {params[0].expr}")
    return _uncertain(fp, f"The argument of {site.sink} at line {site.line} comes from parameter "
                          f"{params[0].expr} of {site.symbol}; no caller in this module passes it untrusted "
                          "data, and callers in other modules are outside this analysis.")


def _test_verdict(fp: str, quoter: Quoter, site: SinkSite, result: ModuleResult, what: str) -> Verdict:
    start = result.spans.get(site.symbol, (site.line, site.line))[0]
    reason = (f"{site.sink} at line {site.line} only sees {what} inside {site.symbol}, which is test code "
              f"({quoter.path}): it runs under the test runner with the suite's own inputs, not on an attack "
              "surface.")
    return _verdict(fp, VerdictKind.REFUTED, reason, [quoter.at(start, "test-only code")])


def _only_harmless(calls: list[tuple[int, dict[int, Fact]]], index: int) -> bool:
    return all(not bound.get(index, Fact()).tainted for _, bound in calls)


def _random_verdict(fp: str, loc: Location, quoter: Quoter, result: ModuleResult) -> Verdict:
    for use in result.secrets:
        if loc.start_line - NEAR <= use.origin.line <= loc.end_line + NEAR:
            items = [quoter.at(use.origin.line, f"weak random: {use.origin.label}", use.origin.expr),
                     quoter.at(use.line, f"secret: {use.target}")]
            reason = (f"The value of {use.origin.expr} (line {use.origin.line}) flows into {use.target} "
                      f"(line {use.line}), a secret that must be unpredictable.")
            return _verdict(fp, VerdictKind.CONFIRMED, reason, items)
    return _uncertain(fp, "The random value does not flow into a token, password or session name that the "
                          "data-flow model can see; its security relevance is unknown.")


def _cookie_verdict(fp: str, loc: Location, quoter: Quoter, result: ModuleResult) -> Verdict:
    near = [c for c in result.cookies if loc.start_line - NEAR <= c.line <= loc.end_line + NEAR]
    if not near:
        return _uncertain(fp, f"No set_cookie call that the data-flow model saw is at or near {loc}.")
    use = min(near, key=lambda c: abs(c.line - loc.start_line))
    if use.unknown:
        return _uncertain(fp, f"The cookie flags at line {use.line} depend on values this analysis cannot resolve.")
    if not use.missing:
        where = use.flags_line or use.line
        reason = f"The cookie set at line {use.line} has both Secure and HttpOnly (line {where})."
        return _verdict(fp, VerdictKind.REFUTED, reason, [quoter.at(where, "the cookie's flags")])
    if not use.credential:
        return _uncertain(fp, f"The cookie at line {use.line} lacks {', '.join(use.missing)}, but nothing shows it "
                              "holds a credential; its security relevance is unknown.")
    items = [quoter.at(use.value_line, "where the cookie's value comes from"),
             quoter.at(use.line, f"cookie {use.credential} without {', '.join(use.missing)}", use.credential)]
    reason = (f"The cookie set at line {use.line} carries {use.credential}, a credential, and its flags resolve to no "
              f"{' and no '.join(use.missing)}.")
    return _verdict(fp, VerdictKind.CONFIRMED, reason, items)


def _hash_verdict(fp: str, loc: Location, quoter: Quoter, result: ModuleResult) -> Verdict:
    for line in range(loc.start_line, loc.end_line + 1):
        match = _NOT_FOR_SECURITY.search(quote_at(quoter.lines, line))
        if match:
            reason = f"The hash at line {line} is declared usedforsecurity=False: it protects nothing."
            return _verdict(fp, VerdictKind.REFUTED, reason, [quoter.at(line, "usedforsecurity=False", match.group(0))])
    for use in result.hashes:
        if loc.start_line - NEAR <= use.line <= loc.end_line + NEAR:
            items = [quoter.at(use.bind_line, f"where {use.name} comes from"),
                     quoter.at(use.line, f"weak hash over {use.name}", use.segment)]
            reason = (f"The weak hash at line {use.line} is applied to {use.name}, a password or secret, so "
                      "its weakness protects something that matters.")
            return _verdict(fp, VerdictKind.CONFIRMED, reason, items)
    return _uncertain(fp, "The hashed value is not named or used as a password or secret that the data-flow "
                          "model can see; its security relevance is unknown.")
