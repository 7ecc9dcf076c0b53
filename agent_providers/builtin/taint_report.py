"""Turns recorded sink sites into findings whose quotes are copied from the cited lines.

Owns titles, claims, evidence quoting and the dedupe of raised findings. Every quote is
the stripped text of a line it cites, so the orchestrator's evidence check can verify it.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING

from agent_providers.builtin.taint_facts import TEMPNAME, CookieUse, Origin, Prune, SinkSite
from agent_providers.builtin.taint_intent import (
    DEVELOPMENT,
    SECRET,
    SECURITY,
    CredentialUse,
    IntentUse,
    issued_token,
    literal_kind,
)
from agent_providers.builtin.taint_packed import decoded_findings
from agent_providers.builtin.taint_rules import (
    ARCHIVE_FIX,
    ARCHIVE_MEMBERS,
    CATEGORIES,
    EXAMPLE_OWN_KEY,
    EXAMPLE_PATH,
    FIXED_TEMP,
    LAMBDA_HANDLER,
    TEST_PATH,
    example_path,
    maintainer_tool,
)
from tickets.models import Evidence, Finding, Location, Severity, SkippedPath

if TYPE_CHECKING:
    from agent_providers.builtin.taint_project import Project

MAX_QUOTE = 400


def quote_at(lines: list[str], line: int) -> str:
    if not 1 <= line <= len(lines):
        return ""
    return lines[line - 1].strip()[:MAX_QUOTE]


def evidence(path: str, lines: list[str], start: int, end: int, note: str) -> Evidence | None:
    """Evidence quoting the first non-blank line of START..END, citing that span."""
    for line in range(start, max(start, end) + 1):
        text = quote_at(lines, line)
        if text:
            return Evidence(path=path, start_line=line, end_line=max(line, end), quote=text, note=note[:1000])
    return None


def _unique(items: list[Evidence | None]) -> list[Evidence]:
    seen: set[tuple[str, int, str]] = set()
    out = []
    for item in items:
        if item is not None and (item.path, item.start_line, item.quote) not in seen:
            seen.add((item.path, item.start_line, item.quote))
            out.append(item)
    return out


LinesOf = Callable[[str], list[str]]


def flow_evidence(path: str, lines_of: LinesOf, site: SinkSite, origin: Origin) -> list[Evidence]:
    """Sink line, source line and (for a flow through a helper) the call line, each in its own file:
    a helper in another module holds the sink, the module analysed holds the call."""
    sink_path, source_path = site.path or path, origin.path or path
    items = [
        evidence(sink_path, lines_of(sink_path), site.line, site.end_line, f"sink: {site.sink}"),
        evidence(source_path, lines_of(source_path), origin.line, origin.line, f"source: {origin.expr}"),
    ]
    if site.call_line is not None:
        items.append(evidence(path, lines_of(path), site.call_line, site.call_line, "call that passes the value on"))
    if site.handed is not None:
        handed = site.handed
        handed_path = handed.path or path  # a method of this module's own
        items.append(evidence(handed_path, lines_of(handed_path), handed.line, handed.end_line,
                              f"where {site.sink} hands it, as given, to {handed.sink}"))
    return _unique(items)


def claim_for(site: SinkSite, origin: Origin) -> str:
    via = f" {site.via}" if site.via else ""
    if origin.label == ARCHIVE_MEMBERS:
        return (f"The member names of the archive {origin.expr} opens at line {origin.line} reach {site.sink} at "
                f"line {site.line}{via} unchecked: whoever built the archive chose them, so a '../' or absolute "
                "name writes outside the target folder.")[:2000]
    return (f"The value of {origin.expr} read at line {origin.line} reaches {site.sink} at line "
            f"{site.line}{via} without a sanitiser.")[:2000]


def finding_for(path: str, lines_of: LinesOf, site: SinkSite) -> Finding | None:
    """The finding for one sink site found while analysing PATH (the sink may lie in another module)."""
    origin = site.counted[0]
    info = CATEGORIES[site.category]
    items = flow_evidence(path, lines_of, site, origin)
    sink_path = site.path or path
    if not items or (items[0].path, items[0].start_line) != (sink_path, site.line):
        return None
    return Finding(
        rule_id=f"taint.{site.category}",
        category=site.category,
        title=f"{info.noun} {origin.label} in {site.symbol}"[:200],
        lens="security",
        severity=Severity(info.severity),
        cwe=info.cwe,
        locations=[Location(path=sink_path, start_line=site.line, end_line=site.end_line)],
        symbol=site.symbol[:300],
        claim=claim_for(site, origin),
        evidence=items,
        suggested_fix=ARCHIVE_FIX if origin.label == ARCHIVE_MEMBERS else info.fix,
    )


def findings_for(path: str, lines_of: LinesOf, sites: list[SinkSite]) -> list[Finding]:
    """One finding per (category, sink), from the earliest untrusted source."""
    best: dict[tuple[str, str, int], SinkSite] = {}
    for site in sites:
        if not site.live_taint:
            continue
        key = (site.category, site.path, site.line)
        if key not in best or _rank(site) < _rank(best[key]):
            best[key] = site
    out = [finding_for(path, lines_of, best[key]) for key in sorted(best, key=lambda k: (k[1], k[2], k[0]))]
    return [f for f in out if f is not None]


def _rank(site: SinkSite) -> tuple:
    return (bool(site.via), site.counted[0].line)


def cookie_findings(path: str, lines: list[str], cookies: list[CookieUse]) -> list[Finding]:
    """A credential cookie set, in live code, with Secure or HttpOnly visibly missing."""
    info = CATEGORIES["insecure-cookie"]
    out = []
    for use in cookies:
        if use.pruned or use.unknown or not use.missing or not use.credential or use.cleared:
            continue
        missing = " and ".join("Secure" if f == "secure" else "HttpOnly" for f in use.missing)
        note = f"cookie {use.credential} set without {missing}"
        items = _unique([evidence(path, lines, use.line, use.end_line, note),
                         evidence(path, lines, use.value_line, use.value_line, "where the cookie's value comes from")
                         if use.value_line else None])
        if not items or items[0].start_line != use.line:
            continue
        out.append(Finding(
            rule_id="taint.insecure-cookie", category="insecure-cookie",
            title=f"{info.noun} {use.credential}"[:200], lens="security", severity=Severity(info.severity),
            cwe=info.cwe, locations=[Location(path=path, start_line=use.line, end_line=use.end_line)],
            claim=(f"The cookie set at line {use.line} carries {use.credential}, a credential, without {missing}, "
                   "so it can leak over plain HTTP or to page scripts.")[:2000],
            evidence=items, suggested_fix=info.fix))
    return out


def tempfile_findings(path: str, lines: list[str], intents: list[IntentUse],
                      dead: list[tuple[int, int, Prune]]) -> list[Finding]:
    """One finding per call, in live code, that makes a file at a fixed name in the shared temporary directory
    while following whatever is already there (open for writing, a copy onto it): another local user can plant
    a symlink at that name first and have the program write through it."""
    info = CATEGORIES["insecure-tempfile"]
    out, seen = [], set()
    if any(LAMBDA_HANDLER.match(line) for line in lines):
        return []  # an AWS Lambda function's /tmp belongs to its one execution environment: nobody else writes there
    for use in intents:
        origin = use.origin
        if origin.kind != TEMPNAME or origin.label != FIXED_TEMP or use.intent != SECURITY or use.line in seen \
                or any(start <= use.line <= end for start, end, _ in dead):
            continue
        if not (0 < origin.line <= len(lines) and origin.expr and origin.expr in lines[origin.line - 1]):
            continue  # the name is fixed in another module (a helper's return): neither quoted nor judged here
        seen.add(use.line)
        items = _unique([evidence(path, lines, use.line, use.line, f"{use.target} at a name fixed in advance"),
                         evidence(path, lines, origin.line, origin.line, "the shared temporary directory")])
        if not items or items[0].start_line != use.line:
            continue
        out.append(Finding(
            rule_id="taint.insecure-tempfile", category="insecure-tempfile",
            title=f"{info.noun} {FIXED_TEMP} ({origin.expr})"[:200], lens="security",
            severity=Severity(info.severity), cwe=info.cwe,
            locations=[Location(path=path, start_line=use.line, end_line=use.line)],
            claim=(f"{use.target} (line {use.line}) makes a file at a name built from {origin.expr} (line "
                   f"{origin.line}), a name fixed in advance in the shared temporary directory: another local user "
                   "can create it first, as a symlink, and the program then writes through it.")[:2000],
            evidence=items, suggested_fix=info.fix))
    return out


def secret_findings(path: str, lines: list[str], credentials: list[CredentialUse],
                    exists: Callable[[str], bool]) -> list[Finding]:
    """One finding per string written in the code that could be a working credential and is used as
    one (outside settings classes named for development or testing, and outside an example's own key or demo
    credential)."""
    info = CATEGORIES["hardcoded-secret"]
    by_line: dict[int, list[CredentialUse]] = {}
    for use in credentials:
        if literal_kind(use.value, use.target) == SECRET and not DEVELOPMENT.search(use.context) \
                and not example_own_key(path, use) and not example_demo_credential(path, use, exists):
            by_line.setdefault(use.literal_line, []).append(use)
    out = []
    for line, uses in sorted(by_line.items()):
        use = min(uses, key=lambda u: (u.use_line == u.literal_line, u.use_line))
        items = _unique([evidence(path, lines, line, line, f"a credential value ({len(use.value)} characters)"),
                         evidence(path, lines, use.use_line, use.use_line, f"used as {use.target}")])
        if not items or items[0].start_line != line:
            continue
        out.append(Finding(
            rule_id="taint.hardcoded-secret", category="hardcoded-secret",
            title=f"{info.noun} {use.target}"[:200], lens="security", severity=Severity(info.severity), cwe=info.cwe,
            locations=[Location(path=path, start_line=line, end_line=line)],
            claim=(f"The string at line {line} ({len(use.value)} characters, not a placeholder) is used as "
                   f"{use.target} (line {use.use_line}): anyone who can read the code holds that credential.")[:2000],
            evidence=items, suggested_fix=info.fix))
    return out


def example_own_key(path: str, use: CredentialUse) -> bool:
    """Whether USE is the key an example application at PATH signs its own data with (see EXAMPLE_OWN_KEY)."""
    name = re.split(r"[^\w]+", use.target.strip("'\"[]. "))[-1] if use.target else ""
    snake = re.sub(r"(?<=[a-z0-9])(?=[A-Z])", "_", name).lstrip("_")  # `_pyroHmacKey`: pyro_Hmac_Key
    return bool(EXAMPLE_PATH.search(path) and EXAMPLE_OWN_KEY.match(snake))


def example_demo_credential(path: str, use: CredentialUse, exists: Callable[[str], bool]) -> bool:
    """Whether USE is a demo credential in example code at PATH (see example_path: a `samples` package is shipped
    code; EXISTS answers whether a path is in the snapshot): the password or key an example logs in with is
    published as documentation, and every reader runs it with that same value (a placeholder for their own). Only a
    value in the format a provider issues to one account (see issued_token) says somebody's real key leaked."""
    return example_path(path, exists) and not issued_token(use.value)


def file_findings(project: Project, path: str) -> list[Finding] | SkippedPath:
    """What the taint slot raises in PATH from a raising PROJECT's analysis of it (made here, or made and
    rendered by a helper process: see `Project.premade`), or why it raises nothing there."""
    premade = project.premade.pop(path, None)
    if premade is not None:
        return decoded_findings(premade)
    loaded = project.result(path)
    if isinstance(loaded, str):
        return project.failures.get(path) or SkippedPath(path=path, reason=loaded[:300])
    if TEST_PATH.search(path):
        return []  # test code runs only under the test runner: not an attack surface
    lines, result = loaded
    if example_path(path, project.view.exists) or maintainer_tool(path, project.view.exists):
        # run when a developer or a maintainer starts one; a service's key pasted there still leaks
        return secret_findings(path, lines, result.credentials, project.view.exists)
    sites = [*result.sites, *project.library_sites(path)]
    return (findings_for(path, project.lines_of, sites) + cookie_findings(path, lines, result.cookies)
            + secret_findings(path, lines, result.credentials, project.view.exists)
            + tempfile_findings(path, lines, result.intents, result.dead))
