"""The fix gates that need no judgement: scope, no weakening, tests, and "the finding is gone".

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
from datetime import UTC, datetime
from pathlib import Path

from agent_providers.base import CodeView, SourceFile
from agent_providers.registry import provider_for
from flows.fix_contracts import GateResult
from flows.fix_tests import TestRun, regressions
from flows.protocol import AuditProtocol, validate_turn
from tickets.fingerprint import fingerprint
from tickets.models import Finding, RaiseTurn, Slot
from tickets.records import Ticket
from twokey.errors import SnapshotReadError
from twokey.events import EventLog
from twokey.snapshot import MAX_FILE_BYTES, is_secret_path

CI_PATTERNS = (".github/*", ".gitlab-ci.yml", ".gitlab/*", ".circleci/*", ".ci/*", "Jenkinsfile", ".travis.yml",
               "azure-pipelines.yml", "bitbucket-pipelines.yml", ".buildkite/*", ".pre-commit-config.yaml")
LOCK_PATTERNS = ("*.lock", "package-lock.json", "npm-shrinkwrap.json", "pnpm-lock.yaml", "poetry.lock",
                 "Pipfile.lock", "uv.lock", "pdm.lock", "requirements*.txt.lock", "Cargo.lock", "go.sum")
TEST_PATTERNS = ("tests/*", "test/*", "*/tests/*", "*/test/*", "test_*.py", "*/test_*.py", "*_test.py", "conftest.py",
                 "*/conftest.py")
SILENCERS = {"type: ignore": re.compile(r"#\s*type:\s*ignore"), "noqa": re.compile(r"#\s*noqa", re.IGNORECASE),
             "nosec": re.compile(r"#\s*nosec", re.IGNORECASE), "pragma: no cover": re.compile(r"#\s*pragma:\s*no\s+cover")}
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
        tree = ast.parse(text)
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
        if (isinstance(node, ast.Name) and node.id == "Any") or (isinstance(node, ast.Attribute) and node.attr == "Any"):
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


def tests_gate(baseline: TestRun, after: TestRun) -> GateResult:
    problems = regressions(baseline, after)
    return GateResult("tests", not problems, tuple(problems) or (f"baseline {baseline.summary()}; after {after.summary()}",))


# --- the finding is gone --------------------------------------------------------------------------

class WorktreeView:
    """A read-only CodeView over files on disk (the fix worktree); secrets and escapes are refused."""

    def __init__(self, root: Path, paths: Sequence[str]) -> None:
        self.root = root.resolve()
        self.paths = sorted(p for p in paths if p.endswith(".py") and not is_secret_path(p))

    def python_files(self) -> Iterator[SourceFile]:
        for path in self.paths:
            try:
                yield SourceFile(path, self.read_text(path))
            except SnapshotReadError:
                continue

    def read_text(self, path: str) -> str:
        if is_secret_path(path):
            raise SnapshotReadError(f"{path}: holds secrets; present, content withheld")
        full = (self.root / path).resolve()
        if self.root not in full.parents or full.is_symlink():
            raise SnapshotReadError(f"{path}: escapes the worktree, refused")
        try:
            if full.stat().st_size > MAX_FILE_BYTES:
                raise SnapshotReadError(f"{path}: too large")
            return full.read_text(encoding="utf-8")
        except (OSError, UnicodeDecodeError) as error:
            raise SnapshotReadError(f"{path}: cannot be read ({type(error).__name__})") from None

    def exists(self, path: str) -> bool:
        return (self.root / path).is_file()


@dataclass
class Recheck:
    """The builtin pair's view of some files: what each slot raises, and what survives refutation."""

    raised: list[tuple[Slot, Finding]]
    confirmed: dict[str, Finding]  # fingerprint -> doubly confirmed finding
    uncertain: dict[str, Finding]

    def fingerprints(self) -> set[str]:
        return {fingerprint(finding) for _, finding in self.raised}


def recheck(view: CodeView, paths: Sequence[str], events: EventLog) -> Recheck:
    """Run the whole builtin protocol (raise, refute, swap) over PATHS of VIEW."""
    slots = {Slot.AGENT_A: provider_for(Slot.AGENT_A, "builtin"), Slot.AGENT_B: provider_for(Slot.AGENT_B, "builtin")}
    python = [p for p in paths if p.endswith(".py")]
    raised: list[tuple[Slot, Finding]] = []
    for slot, provider in slots.items():  # the raw raise turns, before any refutation, for the fingerprint check
        turn = validate_turn(RaiseTurn, provider.raise_findings(view, python))
        raised.extend((slot, finding) for finding in turn.findings)
    protocol = AuditProtocol(view, slots, events, run_id=events.run_id, commit="worktree", started=datetime.now(UTC))
    outcome = protocol.run(python)
    uncertain = {fp: entry.finding for fp, entry in outcome.ledger.items() if entry.outcome == "uncertain"}
    return Recheck(raised=raised, confirmed={fp: c.finding for fp, c in outcome.confirmed.items()},
                   uncertain=uncertain)


def changed_lines(diff: str) -> dict[str, set[int]]:
    """New-side line numbers each file's hunks touch (a pure deletion touches the line it left)."""
    lines: dict[str, set[int]] = {}
    current = None
    for line in diff.splitlines():
        if line.startswith("+++ "):
            current = line[6:] if line.startswith("+++ b/") else None
        elif line.startswith("@@") and current is not None:
            match = re.match(r"@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@", line)
            if match:
                start, count = int(match[1]), int(match[2] if match[2] is not None else 1)
                lines.setdefault(current, set()).update(range(start, start + max(count, 1)))
    return lines


def finding_gone_gate(ticket: Ticket, before: Recheck, after: Recheck, diff: str) -> GateResult:
    """The ticket's fingerprint is not raised again, and nothing new and confirmed sits in the changed lines."""
    touched = changed_lines(diff)
    problems = []
    if ticket.fingerprint in after.fingerprints():
        problems.append(f"the raiser still reports fingerprint {ticket.fingerprint}")

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
