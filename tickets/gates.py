"""The fix gates' rules that need no judgement: scope, no weakening, tests, and "the finding is gone".

Each gate is a plain function returning a `GateResult`; the orchestrator and the builtin
critic both call them, independently. They read code only, through views and texts; they
never change the worktree.
"""

from __future__ import annotations

import ast
import fnmatch
import io
import posixpath
import re
import tokenize
from collections.abc import Iterator, Sequence
from dataclasses import dataclass

from tickets.fingerprint import fingerprint
from tickets.fix import GateResult, TestRun, regressions
from tickets.models import Finding, Slot
from tickets.records import Ticket
from twokey.kernel.diffs import changed_lines
from twokey.kernel.paths import is_secret_path
from twokey.kernel.pysource import parse_python

CI_PATTERNS = (".github/*", ".gitlab-ci.yml", ".gitlab/*", ".circleci/*", ".ci/*", "Jenkinsfile", ".travis.yml",
               "azure-pipelines.yml", "bitbucket-pipelines.yml", ".buildkite/*", ".pre-commit-config.yaml")
LOCK_PATTERNS = ("*.lock", "package-lock.json", "npm-shrinkwrap.json", "pnpm-lock.yaml", "poetry.lock",
                 "Pipfile.lock", "uv.lock", "pdm.lock", "requirements*.txt.lock", "Cargo.lock", "go.sum")
TEST_PATTERNS = ("tests/*", "test/*", "*/tests/*", "*/test/*", "test_*.py", "*/test_*.py", "*_test.py", "conftest.py",
                 "*/conftest.py")
SILENCERS = {"type: ignore": re.compile(r"#\s*type:\s*ignore"), "noqa": re.compile(r"#\s*noqa", re.IGNORECASE),
             "nosec": re.compile(r"#\s*nosec", re.IGNORECASE),
             "pragma: no cover": re.compile(r"#\s*pragma:\s*no\s+cover")}
_SKIP_NAMES = ("skip", "skipif", "xfail", "skipIf", "skipUnless", "expectedFailure", "skipTest")


def _matches(path: str, patterns: Sequence[str]) -> bool:
    return any(fnmatch.fnmatch(path, pattern) for pattern in patterns)


def forbidden_reason(path: str, backlog_prefix: str | None = None) -> str | None:
    if is_secret_path(path):
        return "holds secrets"
    if _matches(path, CI_PATTERNS):
        return "is CI configuration"
    if _matches(posixpath.basename(path), LOCK_PATTERNS):
        return "is a lock file"
    if path == ".git" or path.startswith(".git/") or path.startswith(".gitmodules"):
        return "is git's own metadata"
    if backlog_prefix and path.startswith(backlog_prefix):
        return "is the backlog (only the fix flow's close step writes tickets)"
    return None


def is_test_path(path: str) -> bool:
    return _matches(path, TEST_PATTERNS)


def scope_gate(changed: Sequence[str], ticket: Ticket, agreed: Sequence[str] = (),
               backlog_prefix: str | None = None) -> GateResult:
    """Only the ticket's files and tests changed (or files the critic agreed to); no forbidden path."""
    allowed = {location.path for location in ticket.locations} | set(agreed)
    problems = []
    for path in changed:
        reason = forbidden_reason(path, backlog_prefix)
        if reason:
            problems.append(f"{path} {reason} and must not change")
        elif path not in allowed and not is_test_path(path):
            problems.append(f"{path} is outside the ticket's files and tests")
    if not changed:
        problems.append("nothing changed")
    return GateResult("scope", not problems, tuple(problems))


# --- no weakening ---------------------------------------------------------------------------------

@dataclass(frozen=True)
class Guards:
    """What a file holds that a weakening change would remove or add."""

    tests: frozenset[str]
    asserts: int
    skips: int
    any_types: int
    silencers: dict[str, int]


def guards(text: str | None, path: str) -> Guards | None:
    if text is None:
        return Guards(frozenset(), 0, 0, 0, {})
    try:
        tree = parse_python(text).tree
    except (SyntaxError, ValueError):
        return None
    tests, asserts, skips, any_types = set(), 0, 0, 0
    for node, qualname in _walk(tree, ""):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.name.startswith("test"):
            tests.add(qualname)
        elif isinstance(node, ast.Assert):
            asserts += 1
        elif isinstance(node, ast.Call) and _call_name(node.func).startswith(("assert", "fail")):
            asserts += 1
        elif isinstance(node, ast.Call) and _call_name(node.func) == "raises":
            asserts += 1
        if isinstance(node, (ast.Attribute, ast.Name)) and _call_name(node) in _SKIP_NAMES:
            skips += 1
        if (isinstance(node, ast.Name) and node.id == "Any") \
                or (isinstance(node, ast.Attribute) and node.attr == "Any"):
            any_types += 1
    return Guards(frozenset(tests), asserts, skips, any_types, _silencers(text))


def _walk(node: ast.AST, prefix: str) -> Iterator[tuple[ast.AST, str]]:
    for child in ast.iter_child_nodes(node):
        name = getattr(child, "name", None) if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef,
                                                                    ast.ClassDef)) else None
        qualname = f"{prefix}.{name}" if prefix and name else (name or prefix)
        yield child, qualname
        yield from _walk(child, qualname)


def _call_name(node: ast.AST) -> str:
    if isinstance(node, ast.Attribute):
        return node.attr
    if isinstance(node, ast.Name):
        return node.id
    return ""


def _silencers(text: str) -> dict[str, int]:
    counts = dict.fromkeys(SILENCERS, 0)
    try:
        for token in tokenize.generate_tokens(io.StringIO(text).readline):
            if token.type == tokenize.COMMENT:
                for name, pattern in SILENCERS.items():
                    counts[name] += bool(pattern.search(token.string))
    except (tokenize.TokenError, SyntaxError):
        pass
    return counts


def weakening_gate(files: Sequence[tuple[str, str | None, str | None]]) -> GateResult:
    """FILES are (path, text before, text after). No test, assert or guard may go; no silencer may come."""
    problems: list[str] = []
    for path, before, after in files:
        if not path.endswith(".py"):
            continue
        old, new = guards(before, path), guards(after, path)
        if old is None or new is None:
            if new is None and after is not None:
                problems.append(f"{path} no longer parses")
            continue
        problems += [f"{path}: test {name} was removed or commented out" for name in sorted(old.tests - new.tests)]
        if new.asserts < old.asserts:
            problems.append(f"{path}: {old.asserts - new.asserts} assertion(s) removed or commented out")
        if new.skips > old.skips:
            problems.append(f"{path}: {new.skips - old.skips} new skip/xfail")
        if new.any_types > old.any_types:
            problems.append(f"{path}: {new.any_types - old.any_types} new use(s) of Any")
        for name, count in new.silencers.items():
            if count > old.silencers.get(name, 0):
                problems.append(f"{path}: new `# {name}` comment")
    return GateResult("no weakening", not problems, tuple(problems))


def tests_gate(baseline: TestRun | None, after: TestRun | None, allow_untested: bool = False) -> GateResult:
    """Passes only on evidence: tests ran at baseline and after, and none that passed at baseline fails.

    A baseline that errors, collects nothing or cannot start fails it, unless a person accepted that
    (ALLOW_UNTESTED): then the gate lets the fix through marked untested, never passed.
    """
    if baseline is None or after is None:  # fail closed: a gate never passes on tests that did not run
        return GateResult("tests", False, ("the tests did not run at baseline and after the change",))
    measured = f"baseline {baseline.summary()}; after {after.summary()}"
    unusable = baseline.problem()
    if unusable and allow_untested:
        return GateResult("tests", True, (f"accepted with --allow-untested: the baseline {unusable}", measured),
                          untested=True)
    if unusable:
        return GateResult("tests", False, (f"no evidence: the baseline {unusable}",))
    problems = regressions(baseline, after)
    if problems:
        return GateResult("tests", False, tuple(problems))
    whole = "" if baseline.per_test else " (whole-suite exit codes only: no per-test results)"
    return GateResult("tests", True, (measured + whole,))


# --- the finding is gone --------------------------------------------------------------------------

@dataclass
class Recheck:
    """The builtin pair's view of some files: what each slot raises, and what survives refutation."""

    raised: list[tuple[Slot, Finding]]
    confirmed: dict[str, Finding]  # fingerprint -> doubly confirmed finding
    uncertain: dict[str, Finding]

    def fingerprints(self) -> set[str]:
        return {fingerprint(finding) for _, finding in self.raised}



def finding_gone_gate(ticket: Ticket, before: Recheck, after: Recheck, diff: str) -> GateResult:
    """None of the ticket's fingerprints (its own and every merged finding's, one flow's other sinks among them)
    is raised again, and nothing new and confirmed sits in the changed lines."""
    touched = changed_lines(diff)
    problems = []
    raised = after.fingerprints()
    for print_fp in ticket.fingerprints:
        if print_fp in raised:
            problems.append(f"the raiser still reports fingerprint {print_fp}")

    def in_changed(finding: Finding) -> bool:
        return any(line in touched.get(location.path, set())
                   for location in finding.locations for line in range(location.start_line, location.end_line + 1))

    for print_fp, finding in {**after.uncertain, **after.confirmed}.items():
        if not in_changed(finding):
            continue
        if finding.category == ticket.category:
            problems.append(f"{finding.category} is still reported, unrefuted, at {finding.primary}")
        elif print_fp in after.confirmed and print_fp not in before.confirmed:
            problems.append(f"a new doubly confirmed {finding.category} finding at {finding.primary}")
    return GateResult("finding gone", not problems, tuple(problems))
