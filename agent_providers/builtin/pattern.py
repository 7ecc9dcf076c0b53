"""The `builtin` pair's pattern slot (agent_a): Bandit's rules plus structural refutation.

Raising runs Bandit in-process on each file's text (see pattern_bandit), plus the slot's own
cookie-flag rule (pattern_cookies), debug-switch rule (pattern_debug), lxml entity rule
(pattern_xml) and unsafe YAML loader rule (pattern_yaml), and turns every kept
issue into a finding whose evidence quotes the cited lines exactly. Refuting judges the other
slot's findings with means other than data flow (see pattern_refute): test-only and dead code,
constant-false branches, sanitisers, constants and parameterised calls at the sink, and, for
confirmation, Bandit or the sink table plus an entry point.

The provider never writes anything: it only reads the snapshot through the `CodeView`.
"""

from __future__ import annotations

from collections.abc import Sequence

from agent_providers.builtin import (
    parsing,
    pattern_bandit,
    pattern_cookies,
    pattern_debug,
    pattern_passwords,
    pattern_xml,
    pattern_yaml,
)
from agent_providers.builtin.analysers import ANALYSERS
from agent_providers.builtin.pattern_reach import NameCollector, ProjectIndex, build_index, names_key
from agent_providers.builtin.pattern_refute import Judge, bandit_key
from agent_providers.builtin.pattern_source import ParsedFile
from agent_providers.builtin.python_idioms import COOKIE_SETTERS
from agent_providers.seam import FindingToJudge
from tickets.models import Finding, RaiseTurn, RefuteTurn, SkippedPath
from twokey.kernel.codeview import CodeView
from twokey.kernel.contentstore import Memo, MemoryMemo
from twokey.kernel.coverage import SkipKind
from twokey.kernel.pysource import Means, Unparseable


class PatternAnalyser:
    """The analyser behind `builtin:bandit-rules`: deterministic, offline, no keys."""

    model = "bandit-rules"
    prompt_version = ANALYSERS["bandit-rules"].prompt_version

    def __init__(self) -> None:
        self._memo = MemoryMemo()  # the names of files raised on, when the caller keeps no memo
        self._index: tuple[CodeView, ProjectIndex] | None = None

    def raise_findings(self, view: CodeView, paths: Sequence[str], memo: Memo | None = None,
                       notes: Memo | None = None) -> RaiseTurn:
        findings: list[Finding] = []
        skipped: list[SkippedPath] = []
        parsed_with: dict[str, str] = {}
        for path in paths:
            found, outcome = self.findings_for(view, path, memo, notes)
            findings.extend(found)
            if isinstance(outcome, SkippedPath):
                skipped.append(outcome)
            elif outcome is not Means.AST:
                parsed_with[path] = outcome.value
        return RaiseTurn(findings=findings, skipped=skipped, parsed_with=parsed_with)

    def findings_for(self, view: CodeView, path: str, memo: Memo | None = None,
                     notes: Memo | None = None) -> tuple[list[Finding], SkippedPath | Means]:
        """The findings Bandit's kept rules and the slot's own rules raise in one file, and how it was read
        (or why it was skipped)."""
        try:
            text = view.read_text(path)
        except Exception as error:  # withheld, missing or undecodable: skipped, never guessed
            return [], SkippedPath(path=path, reason=f"unreadable ({type(error).__name__}: {error})"[:1000])
        try:
            # Parsed once: Bandit, the index, the findings (and, in a worker, the taint slot) share it.
            source = parsing.parse(text, filename=path)
            tree = source.tree
            names = NameCollector()  # the index's names, taken during Bandit's own walk of the tree
            scanned = pattern_bandit.scan(path, text, tree, on_node=names.note)
            hits = pattern_bandit.kept(scanned)
        except (SyntaxError, ValueError, RecursionError) as error:
            kind = SkipKind.UNPARSEABLE if isinstance(error, Unparseable | SyntaxError) else SkipKind.NOT_ANALYSED
            return [], SkippedPath(path=path, kind=kind, reason=str(error)[:1000] or "unparseable")
        if notes is not None:  # judging the other slot's findings in this file asks Bandit again otherwise
            notes.put(bandit_key(path, view), scanned)
        # The refuter's project index needs this file's names: kept by content, for this run and later ones.
        (memo or self._memo).put(names_key(path, view.content_id(path)), names.names(path))
        cookies = any(setter in text for setter in COOKIE_SETTERS)
        debug = "debug" in text.lower() or "evalex" in text or "cgitb" in text or "_traceback" in text \
            or "displayTracebacks" in text
        xml = "lxml" in text or "feature_external_" in text  # lxml, or a SAX parser's external entities turned on
        yaml = "unsafe_load" in text
        passwords = "pass" in text and any(marker in text for marker in pattern_passwords.MARKERS)
        hashers = pattern_passwords.HASHERS_MARKER in text
        cookies = cookies or any(marker in text for marker in pattern_cookies.SETTINGS_MARKERS)
        wanted = hits or cookies or debug or xml or yaml or passwords or hashers
        parsed = ParsedFile(path, text, tree, source.means) if wanted else None
        found = [pattern_bandit.to_finding(parsed, hit) for hit in hits] if parsed else []
        if parsed is not None and cookies:
            found.extend(pattern_cookies.findings(parsed))
            found.extend(pattern_cookies.settings_findings(parsed))
        if parsed is not None and debug:
            found.extend(pattern_debug.findings(parsed, {h.lineno for h in hits if h.test_id == "B201"}))
        if parsed is not None and xml:
            found.extend(pattern_xml.findings(parsed))
            found.extend(pattern_xml.sax_findings(parsed))
        if parsed is not None and yaml:
            found.extend(pattern_yaml.findings(parsed))
        if parsed is not None and passwords:
            found.extend(pattern_passwords.findings(parsed))
        if parsed is not None and hashers:
            found.extend(pattern_passwords.hasher_findings(parsed))
        return [f for f in found if f is not None], source.means

    def refute(self, view: CodeView, findings: Sequence[FindingToJudge], memo: Memo | None = None,
               notes: Memo | None = None) -> RefuteTurn:
        judge = Judge(view, lambda: self.project_index(view, memo), notes)
        return RefuteTurn(verdicts=[judge.verdict(item) for item in findings])

    def project_index(self, view: CodeView, memo: Memo | None = None) -> ProjectIndex:
        """The name index of VIEW, built once per provider instance and view.

        Files whose names a raise (or an earlier run, through MEMO) already took are not parsed again."""
        if self._index is None or self._index[0] is not view:
            self._index = (view, build_index(view, memo or self._memo))
        return self._index[1]
