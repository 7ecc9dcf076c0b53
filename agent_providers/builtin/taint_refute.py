"""The taint slot as refuter: judges the other slot's findings by following data flow.

Owns the verdict rules. It confirms only with an untrusted source line of its own, refutes
only with the line that proves the value harmless (a constant, a sanitiser, a safe API, a
constant-false branch, test-only code), and otherwise answers uncertain. It never
confirms without evidence, and never trusts the finding's own wording.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Callable, Sequence
from pathlib import PurePosixPath

from agent_providers.builtin import reviewed_lines, settings_layers
from agent_providers.builtin.password_hashes import USER_PASSWORD
from agent_providers.builtin.python_idioms import development_module, site_client_key
from agent_providers.builtin.random_digests import random_digest
from agent_providers.builtin.rejected_sentinels import rejected
from agent_providers.builtin.self_tests import in_lab_self_test, in_package
from agent_providers.builtin.taint_facts import HASH, PARAM, RANDOM, TEMPNAME, Fact, Prune, SinkSite, Step
from agent_providers.builtin.taint_intent import (
    BENIGN,
    DEVELOPMENT,
    PLACEHOLDER,
    REMOTE,
    SECRET,
    SECURITY,
    IntentUse,
    credential_name,
    literal_kind,
    returned_benign,
    spells_target,
)
from agent_providers.builtin.taint_module import ModuleResult
from agent_providers.builtin.taint_order import absolute_module
from agent_providers.builtin.taint_project import Project, package_of
from agent_providers.builtin.taint_report import example_demo_credential, example_own_key, quote_at
from agent_providers.builtin.taint_rules import (
    BUILD_SCRIPT_PATH,
    CATEGORY_KEYWORDS,
    COMPATIBLE,
    CWE_CATEGORY,
    ELEMENT_TREE,
    EXPAT_PARSERS,
    EXTERNAL_ENTITIES_ON,
    FILE_CONTENTS,
    OPERATOR_FILE_CATEGORIES,
    OPERATOR_RUN_PATH,
    TAINT_CATEGORIES,
    TEMPLATE_VALUE,
    TEST_PATH,
    TRACEBACK_SETTINGS,
    example_path,
    maintainer_tool,
    starter_project,
)
from agent_providers.seam import FindingToJudge
from tickets.models import Evidence, Finding, Location, RefuteTurn, Verdict, VerdictKind
from twokey.kernel.codeview import CodeView
from twokey.kernel.pysource import Means, Unparseable, parse_python

NEAR = 2
PARAMETERISED = frozenset({"sql-injection", "xpath-injection"})
_NOT_FOR_SECURITY = re.compile(r"usedforsecurity\s*=\s*False")
_SALT = re.compile(r"salt", re.IGNORECASE)
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

    def __init__(self, path: str, lines: list[str], finding: Finding,
                 lines_of: Callable[[str], list[str]] | None = None) -> None:
        self.path = path
        self.lines = lines
        self.finding = finding
        self.lines_of = lines_of or (lambda other: [])

    def at(self, line: int | None, note: str, segment: str = "", end: int | None = None,
           path: str = "") -> Evidence | None:
        """The text of LINE (in PATH, this file when empty); SEGMENT instead when the finding quoted the line."""
        if line is None:
            return None
        where = path or self.path
        full = quote_at(self.lines if where == self.path else self.lines_of(where), line)
        avoid = {_normal(e.quote) for e in self.finding.evidence if e.path == where}
        quote = full
        if _normal(full) in avoid and segment and segment in full and _normal(segment) not in avoid:
            quote = segment
        if not quote:
            return None
        return Evidence(path=where, start_line=line, end_line=max(line, end or line), quote=quote, note=note[:1000])

    def step(self, step: Step, note: str) -> Evidence | None:
        return self.at(step.line, note, step.text, path=step.path)


class Judge:
    """Answers one verdict per finding, from the project's module analyses (each module analysed once per
    snapshot, shared with the raises when the provider gives the raising project)."""

    def __init__(self, view: CodeView, project: Project | None = None,
                 remote: Callable[[str], list[tuple[str, SinkSite]]] | None = None,
                 handed: Callable[[str], list[tuple[str, SinkSite]]] | None = None) -> None:
        self.view = view
        self.project = project or Project(view)
        # (caller path, site) of sinks in a path that other modules reach: by default from this project's own
        # analysis of every module; the raises' shared analyses answer the same without a second one.
        self.remote = remote or self.project.sites_into
        self.handed_into = handed or self.project.handed_into  # calls that hand a path's helpers their values

    def turn(self, items: Sequence[FindingToJudge]) -> RefuteTurn:
        return RefuteTurn(verdicts=[self.verdict(item.fingerprint, item.finding) for item in items])

    def load(self, path: str) -> Loaded | str:
        return self.project.result(path)

    def verdict(self, fp: str, finding: Finding) -> Verdict:
        loc = finding.primary
        loaded = self.load(loc.path)
        if isinstance(loaded, str):
            return _uncertain(fp, loaded)
        lines, result = loaded
        quoter = Quoter(loc.path, lines, finding, self.project.lines_of)
        verdict = self._verdict(fp, finding, quoter, result)
        if verdict.verdict is not VerdictKind.REFUTED:  # what only tests reach is no defect, whatever the flow
            return self._reachable(fp, loc, quoter, result, secret=is_secret_finding(finding)) or verdict
        return verdict

    def _reachable(self, fp: str, loc: Location, quoter: Quoter, result: ModuleResult,
                   secret: bool = False) -> Verdict | None:
        """A refutation when the cited code is test or example code: a test module, an example or the docs'
        own snippet (unless the finding is a SECRET written there, which leaks all the same), or a plain
        function only tests call."""
        start = next((s for s, e in sorted(result.spans.values()) if s <= loc.start_line <= e), loc.start_line)
        if TEST_PATH.search(loc.path):
            reason = (f"{loc.path} is a test module: the cited code runs only under the test runner, "
                      "not on an attack surface.")
            return _verdict(fp, VerdictKind.REFUTED, reason, [quoter.at(start, "test-only code")])
        if starter_project(loc.path, self.view.exists) and not secret:
            reason = (f"{loc.path} is in a starter project the package ships (a folder holding manage.py inside a "
                      "package): its users copy it out and edit its settings; it is not what any of them deploys.")
            return _verdict(fp, VerdictKind.REFUTED, reason, [quoter.at(start, "a starter project's code")])
        if example_path(loc.path, self.view.exists) and not secret:
            reason = (f"{loc.path} is example code shipped as documentation: it runs only when a developer starts "
                      "it by hand to try an API, not as part of what is deployed.")
            return _verdict(fp, VerdictKind.REFUTED, reason, [quoter.at(start, "example code")])
        if maintainer_tool(loc.path, self.view.exists) and not secret:
            reason = (f"{loc.path} is the maintainers' own tooling, in a top-level folder beside the package that is "
                      "no package of it: it runs on a maintainer's machine with the maintainer's inputs, and is no "
                      "part of what the package installs or serves.")
            return _verdict(fp, VerdictKind.REFUTED, reason, [quoter.at(start, "maintainer tooling")])
        if BUILD_SCRIPT_PATH.search(loc.path) and not secret:
            reason = (f"{loc.path} is the distribution's build script: the packager or pip runs it once, on the "
                      "machine that builds the package, with the packager's own inputs; it is no part of what the "
                      "package installs or serves.")
            return _verdict(fp, VerdictKind.REFUTED, reason, [quoter.at(start, "the build script")])
        owner = next((sym for sym, (s, e) in result.plain.items() if s <= loc.start_line <= e), None)
        if owner is None:
            return None
        own_uses = len(re.findall(rf"\b{re.escape(owner)}\b", "\n".join(quoter.lines)))
        usage = self.project.usage
        if own_uses > 1 or usage.used_elsewhere(owner, loc.path):
            return None
        if owner not in usage.tests:
            return None  # never mentioned: maybe a public API called from outside; not ours to call dead
        if usage.library and not owner.startswith("_"):
            return None  # a library's public function: its callers are outside the snapshot, not only the tests
        test_path = usage.tests[owner]
        items = [quoter.at(result.spans[owner][0], f"{owner} is defined here; no non-test module mentions it"),
                 _mention(self.view, test_path, owner)]
        reason = (f"{owner}() is called only from test code (first from {test_path}); no non-test module "
                  "mentions it, so the flow never runs on an attack surface.")
        return _verdict(fp, VerdictKind.REFUTED, reason, items)

    def _verdict(self, fp: str, finding: Finding, quoter: Quoter, result: ModuleResult) -> Verdict:
        loc = finding.primary
        category = "hardcoded-secret" if is_secret_finding(finding) else finding.category
        suppressed = reviewed_lines.reviewed(quoter.lines, loc.start_line, loc.end_line, category)
        if suppressed is not None:
            return _verdict(fp, VerdictKind.REFUTED, reviewed_lines.reason(suppressed, category),
                            [quoter.at(suppressed.line, "the maintainers' recorded review", suppressed.comment)])
        if finding.category == "xxe" and (expat := self._expat_only(fp, loc, quoter, result)) is not None:
            return expat
        wanted = categories_of(finding) if finding.category != "debug-enabled" else frozenset()
        if finding.category == "xss" and (engine := _template_env_verdict(fp, loc, quoter, result)) is not None:
            return engine
        if wanted:
            verdict = _flow_verdict(fp, loc, wanted, quoter, result)
            if verdict.verdict is VerdictKind.UNCERTAIN and not TEST_PATH.search(loc.path):
                return self._from_callers(fp, loc, wanted, quoter) \
                    or self._administrators_only(fp, loc, wanted, quoter) \
                    or self._as_library(fp, loc, wanted, quoter, result) \
                    or self._handed(fp, loc, wanted) or verdict
            return verdict
        dead = _dead_at(result, loc)
        if dead is not None:
            return _prune_verdict(fp, quoter, dead, "the cited code")
        if finding.category == "weak-random":
            return _random_verdict(fp, loc, quoter, result)
        if finding.category == "weak-hash":
            return _hash_verdict(fp, loc, quoter, result)
        if finding.category == "insecure-cookie":
            return _cookie_verdict(fp, loc, quoter, result)
        if finding.category == "debug-enabled" or finding.cwe in (215, 489):
            deployed = self._turned_off_where_deployed(fp, loc, quoter, result)
            if deployed is not None:
                return deployed
            verdict = _debug_verdict(fp, loc, quoter, result)
            if verdict.verdict is VerdictKind.UNCERTAIN and result.framework_import is None:
                return self._setting_read_by_web_module(fp, loc, quoter, result) or verdict
            return verdict
        if finding.category in ("insecure-tempfile", "insecure-temp-file") or finding.cwe in (377, 378, 379):
            return _tempfile_verdict(fp, loc, quoter, result)
        if is_secret_finding(finding):
            return _secret_verdict(fp, loc, quoter, result, self.view.exists)
        return _uncertain(fp, f"{finding.category} is not a data-flow defect; the taint analyser "
                              "has no independent evidence for or against it.")


    def _expat_only(self, fp: str, loc: Location, quoter: Quoter, result: ModuleResult) -> Verdict | None:
        """A refutation when every XML parse cited is the standard library's, in Python 3 code that leaves
        external entities off: whoever wrote the document, expat fetches nothing it names."""
        sites = _matching(result.sites, frozenset({"xxe"}), loc)
        if not sites or not all(site.sink.startswith(EXPAT_PARSERS) for site in sites):
            return None
        if (self.project.analyses or self.project).means.get(loc.path) is Means.FISSIX:
            return None  # Python 2's xml.sax and pulldom fetched external entities by default
        # ElementTree's own parser has no switch for external entities: a SAX parser of the same file that turns
        # them on (`setFeature(feature_external_ges, True)`) changes nothing for it.
        tree_only = all(site.sink.startswith(ELEMENT_TREE) for site in sites)
        if not tree_only and EXTERNAL_ENTITIES_ON.search("\n".join(quoter.lines)):
            return None
        site = sites[0]
        never = ("ElementTree's parser has no setting that turns them on" if tree_only else
                 "xml.sax's default since Python 3.7.1; nothing in this file turns them on")
        reason = (f"{site.sink} at line {site.line} is the standard library's expat parser: it fetches no external "
                  f"entity or DTD ({never}), and expat 2.4.1 and later cap entity expansion, so no document, trusted "
                  "or not, makes it read a file or a URL.")
        return _verdict(fp, VerdictKind.REFUTED, reason, [quoter.at(site.line, f"{site.sink}: expat, external "
                                                                                "entities off", end=site.end_line)])

    def _as_library(self, fp: str, loc: Location, wanted: frozenset[str], quoter: Quoter,
                    result: ModuleResult) -> Verdict | None:
        """A confirmation in library mode: a public function nothing here calls hands its parameter on. A sink
        of the module on the cited line itself is the one cited: a parameter reaching a sink a line or two away
        (`etree.parse(StringIO(reply))` below `etree.parse(io.BytesIO(self.__xslt))`) confirms nothing here."""
        found = _matching(self.project.library_sites(loc.path), wanted, loc)
        if found and not any(_spans(s, loc) for s in found) \
                and any(_spans(s, loc) for s in result.sites if s.category in wanted):
            return None
        if not found:
            return self._as_library_helper(fp, loc, wanted, quoter)
        site = min(found, key=lambda s: _distance(s, loc))
        origin = site.counted[0]
        items = [quoter.at(origin.line, f"the public function whose callers supply {origin.expr}", origin.expr),
                 quoter.at(site.line, f"sink: {site.sink}", end=site.end_line)]
        why = "it is a public method of the project's own class, the library's API" \
            if "." in (site.scope or site.symbol) else "no module of the project calls it"
        reason = (f"Library mode: {origin.label} reaches {site.sink} at line {site.line} unchecked, and {why}, "
                  "so its callers are outside: whatever they pass is untrusted here.")
        return _verdict(fp, VerdictKind.CONFIRMED, reason, items)

    def _as_library_helper(self, fp: str, loc: Location, wanted: frozenset[str], quoter: Quoter) -> Verdict | None:
        """A confirmation in library mode one module up: a public function of another module hands its
        parameter to the cited sink through a call (a helper module behind the library's API)."""
        calling = [(here, found) for here, site in self.remote(loc.path) if not example_path(here, self.view.exists)
                   and (found := self.project.library_caller(here, site)) is not None]
        matching = {id(site) for site in _matching([site for _, site in calling], wanted, loc)}
        chosen = [(here, site) for here, site in calling if id(site) in matching]
        if not chosen:
            return None
        here, site = min(chosen, key=lambda pair: (_distance(pair[1], loc), pair[0]))
        origin = site.counted[0]
        items = [quoter.at(origin.line, f"the public function whose callers supply {origin.expr}", origin.expr,
                           path=here),
                 quoter.at(site.line, f"sink: {site.sink}", end=site.end_line),
                 quoter.at(site.call_line, "call that passes the value on", path=here)]
        reason = (f"Library mode: {origin.label} in {here} reaches {site.sink} at line {site.line}{_via(site)} "
                  "unchecked, and it is the library's API, so its callers are outside: whatever they pass is "
                  "untrusted here.")
        return _verdict(fp, VerdictKind.CONFIRMED, reason, items)

    def _from_callers(self, fp: str, loc: Location, wanted: frozenset[str], quoter: Quoter) -> Verdict | None:
        """A confirmation from another module whose untrusted value reaches the cited sink through a call."""
        remote = [(here, site) for here, site in self.remote(loc.path)
                  if site.live_taint and not TEST_PATH.search(here) and not example_path(here, self.view.exists)
                  and not self._dead_caller(here, site)]
        matching = {id(site) for site in _matching([site for _, site in remote], wanted, loc)}
        found = [(here, site) for here, site in remote if id(site) in matching]
        if not found:
            return None
        here, site = min(found, key=lambda pair: (_distance(pair[1], loc), pair[0]))
        return _confirm(fp, quoter, site, here)


    def _administrators_only(self, fp: str, loc: Location, wanted: frozenset[str], quoter: Quoter) -> Verdict | None:
        """A refutation when every other module that reaches the cited sink passes it only what handlers only
        administrators reach read (for the categories that exempts: see admin_guards); none when one passes a value
        that counts, or a parameter whose own callers are unknown."""
        remote = [(here, site) for here, site in self.remote(loc.path)
                  if not TEST_PATH.search(here) and not example_path(here, self.view.exists)]
        matching = {id(site) for site in _matching([site for _, site in remote], wanted, loc)}
        found = [(here, site) for here, site in remote if id(site) in matching]
        admins = [(here, site) for here, site in found
                  if site.operator_only and all(o.admin and not o.local for o in site.operator_only)]
        if not admins or len(admins) < len(found):
            return None  # a caller whose value counts, or one whose own callers are unknown
        here, site = min(admins, key=lambda pair: (_distance(pair[1], loc), pair[0]))
        origin = site.operator_only[0]
        where = origin.path or here
        items = [quoter.at(origin.admin, "admits administrators alone", path=where),
                 quoter.at(origin.line, f"chosen by an administrator: {origin.label}", origin.expr, path=where),
                 quoter.at(site.line, f"sink: {site.sink}", end=site.end_line),
                 quoter.at(site.call_line, "call that passes the value on", path=here)]
        reason = (f"The only values other modules pass to {site.sink} at line {site.line} are {origin.expr} "
                  f"({origin.label}, line {origin.line} of {where}), read by a handler only administrators reach "
                  f"(line {origin.admin}): {_ADMINS_CONFIGURE}")
        return _verdict(fp, VerdictKind.REFUTED, reason, items)

    def _setting_read_by_web_module(self, fp: str, loc: Location, quoter: Quoter,
                                    result: ModuleResult) -> Verdict | None:
        """A confirmation when the cited line is a settings module's top-level `DEBUG = True` (a module that imports
        no web framework) and a module of the project that serves web requests imports it and reads that setting
        by name (`if config.DEBUG: app.add_error_handler(Exception, _debug_handler)`)."""
        use = next((u for u in result.debug if loc.start_line <= u.line <= loc.end_line and u.state == "on"
                    and not u.context and not u.gate), None)
        name = _SETTING.match(use.segment) if use is not None else None
        if use is None or name is None or TEST_PATH.search(loc.path) or development_module(loc.path):
            return None
        setting, stem = name.group(1), PurePosixPath(loc.path).stem
        # Through the view's listing, with every file's content: the verdict depends on which modules import this
        # one, so it is kept only while no Python file of the snapshot changes (see flows.audit.reuse).
        for here, _ in self.view.python_listing():
            if here == loc.path or TEST_PATH.search(here) or loc.path not in self.project.imports_of(here):
                continue
            module = self.project.module(here)
            if isinstance(module, str) or module.framework_import is None:
                continue
            line = setting_read(self.view.read_text(here), stem, setting)
            if line is None:
                continue
            items = [quoter.at(use.line, "the setting switched on by a literal", use.segment),
                     quoter.at(module.framework_import, "that module serves web requests through this framework",
                               path=here),
                     quoter.at(line, f"it reads {setting}", path=here)]
            reason = (f"The setting {setting} at line {use.line} is switched on by a literal, and {here}, which "
                      f"serves web requests (line {module.framework_import}), imports this module and reads it "
                      f"(line {line}): every deployment runs with it on.")
            return _verdict(fp, VerdictKind.CONFIRMED, reason, items)
        return None

    def _turned_off_where_deployed(self, fp: str, loc: Location, quoter: Quoter,
                                   result: ModuleResult) -> Verdict | None:
        """A refutation when the cited line is a settings module's top-level `DEBUG = True` (or TEMPLATE_DEBUG,
        which shows only on DEBUG's page), and every WSGI or ASGI entry point of the project that names its settings
        selects another module that star-imports this one (directly or through others) and then sets DEBUG off
        with a literal: the served application runs with it off (settings_layers). Not when an entry point selects
        this module, a module the project does not hold, or one that leaves DEBUG as it found it."""
        use = next((u for u in result.debug if loc.start_line <= u.line <= loc.end_line and u.state == "on"
                    and not u.context and not u.gate), None)
        name = _SETTING.match(use.segment) if use is not None else None
        if use is None or name is None or name.group(1) not in settings_layers.DEBUG_PAGE_SETTINGS \
                or TEST_PATH.search(loc.path):
            return None
        # Through the view's listing, with every file's content: which module the entry points select may change
        # with any Python file, so the verdict is kept only while none does (see flows.audit.reuse).
        selections: list[tuple[str, int, str]] = []
        for here, _ in self.view.python_listing():
            text = self.view.read_text(here)
            if TEST_PATH.search(here) or "DJANGO_SETTINGS_MODULE" not in text \
                    or not settings_layers.entry_point(here, text):
                continue
            tree = _parsed(text)
            if tree is None:
                return None
            found, unread = settings_layers.selected_settings(tree)
            if unread:  # a selection computed at run time: what this entry point serves is unknown
                return None
            selections += [(here, line, dotted) for line, dotted in found]
        items = [quoter.at(use.line, f"{name.group(1)} switched on in a module others build on", use.segment)]
        for here, line, dotted in selections:
            selected = self.project.find_module(dotted)
            layered = self._star_imported_by(selected, loc.path) if selected and selected != loc.path else None
            tree = _parsed(self.view.read_text(selected)) if selected and layered else None
            off = settings_layers.turned_off(tree, "DEBUG", layered[0]) if tree and layered else None
            if selected is None or tree is None or layered is None or off is None \
                    or self._star_imports_below(selected, tree, off):
                return None
            items += [quoter.at(line, f"the served application's settings: {dotted}", path=here),
                      quoter.at(layered[0], f"star-imports {layered[1]}", path=selected),
                      quoter.at(off, "and turns DEBUG off over it", path=selected)]
        if not selections:
            return None
        entries = ", ".join(sorted({here for here, _, _ in selections}))
        reason = (f"{name.group(1)} at line {use.line} is a default of a settings module that others build on: the "
                  f"application's entry points ({entries}) select settings that star-import this module and then "
                  "turn DEBUG off, so the served application runs without the debug page.")
        return _verdict(fp, VerdictKind.REFUTED, reason, items)

    def _star_imports_below(self, path: str, tree: ast.Module, line: int) -> bool:
        """Whether PATH (TREE) star-imports a module of the project below LINE: its names, DEBUG among them, may
        bind again whatever that module says (a module the project does not hold is the deployment's own)."""
        return any(star.line > line and self._star_module(path, star) is not None
                   for star in settings_layers.star_imports(tree))

    def _star_imported_by(self, start: str, target: str) -> tuple[int, str] | None:
        """(line, module) of the star import of START through which START's names include TARGET's (TARGET
        star-imported by START, or by a module START star-imports, to a few levels), or None."""
        frontier: list[tuple[str, tuple[int, str] | None]] = [(start, None)]
        seen = {start}
        for _ in range(_STAR_LEVELS):
            following: list[tuple[str, tuple[int, str] | None]] = []
            for path, first in frontier:
                tree = _parsed(self.view.read_text(path)) if self.view.exists(path) else None
                for star in settings_layers.star_imports(tree) if tree is not None else []:
                    found = self._star_module(path, star)
                    if found is None or found in seen:
                        continue
                    via = first or (star.line, "." * star.level + star.module)
                    if found == target:
                        return via
                    seen.add(found)
                    following.append((found, via))
            frontier = following
        return None

    def _star_module(self, path: str, star: settings_layers.StarImport) -> str | None:
        """The project file a star import in PATH names, or None."""
        dotted = absolute_module(package_of(path), star.level, star.module) if star.level else star.module
        return self.project.find_module(dotted) if dotted else None

    def _handed(self, fp: str, loc: Location, wanted: frozenset[str]) -> Verdict | None:
        """Uncertain, saying where the flows are judged, when the cited sink runs a helper's parameter as its
        callers composed it and some caller composes it from untrusted data: that caller's call is the finding."""
        low, high = loc.start_line - NEAR, loc.end_line + NEAR
        callers = sorted((here, site.line) for here, site in self.handed_into(loc.path)
                         if site.handed is not None and site.category in wanted and site.live_taint
                         and low <= site.handed.line <= high)
        if not callers:
            return None
        where = ", ".join(f"{here}:{line}" for here, line in callers[:5])
        return _uncertain(fp, f"The cited sink runs the parameter of its function as the caller composed it; the "
                              f"calls that compose it from untrusted data are the findings, judged where they are "
                              f"({where}), not this helper.")

    def _dead_caller(self, here: str, site: SinkSite) -> bool:
        """The call that carries the value sits in a private top-level function nothing can call."""
        owner = site.scope or site.symbol
        return "." not in owner and owner.startswith("_") and not owner.startswith("__") \
            and self.project.unused_private(owner, here)


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
    # A sink on the cited lines themselves decides; one a line or two away is a neighbour's, not this finding's.
    sites = [s for s in sites if s.line <= loc.end_line and s.end_line >= loc.start_line] or sites
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


def _spans(site: SinkSite, loc: Location) -> bool:
    """SITE's lines include one of LOC's."""
    return site.line <= loc.end_line and site.end_line >= loc.start_line


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


def _via(site: SinkSite) -> str:
    return f" {site.via}" if site.via else ""


def _confirm(fp: str, quoter: Quoter, site: SinkSite, here: str = "") -> Verdict:
    """Confirm with the source, the sink and the passing call, each quoted in its own file (HERE is
    the module whose analysis found the site: the caller, when the sink is in a helper module)."""
    here = here or quoter.path
    origin = site.counted[0]
    source_path = origin.path or here
    items = [
        quoter.at(origin.line, f"untrusted source: {origin.label}", origin.expr, path=source_path),
        quoter.at(site.line, f"sink: {site.sink}", end=site.end_line, path=site.path or here),
        quoter.at(site.call_line, "call that passes the value on", path=here),
    ]
    where = f" of {source_path}" if source_path != quoter.path else ""
    reason = (f"No data-flow refutation holds: {origin.expr} ({origin.label}) enters at line {origin.line}{where} "
              f"and reaches {site.sink} at line {site.line}{_via(site)}, and on that path no constant, sanitiser, "
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


# Why what only administrators send is no server-side request forgery (see admin_guards).
_ADMINS_CONFIGURE = ("which servers the application contacts is theirs to configure. A forged request needs a target "
                     "someone without that right chooses.")


def _operator_verdict(fp: str, quoter: Quoter, site: SinkSite) -> Verdict:
    """Only values the local operator chooses reach a file path, a URL fetched or a redirect."""
    origins = site.operator_only
    items = [quoter.at(o.line, f"chosen by {'an administrator' if o.admin and not o.local else 'the local operator'}: "
                               f"{o.label}", o.expr, path=o.path) for o in origins[:3]]
    items.append(quoter.at(site.line, f"sink: {site.sink}", end=site.end_line))
    named = ", ".join(f"{o.expr} ({o.label}, line {o.line})" for o in origins[:3])
    if site.category in OPERATOR_FILE_CATEGORIES and all(o.label == FILE_CONTENTS for o in origins):
        reason = (f"The only values reaching {site.sink} at line {site.line} are {named}, read from the file whose "
                  "path is given on the command line: the program loads what whoever runs it asked it to load. A "
                  "defect would lie in a file the program finds or is sent, which is not the case here.")
    elif all(o.label == FILE_CONTENTS for o in origins):
        reason = (f"The only values reaching {site.sink} at line {site.line} are {named}: it runs a Python file "
                  "(a configuration or startup file) that whoever installs or runs the program wrote. Running a "
                  "file is by design; a defect would lie in who chooses its path, which is not untrusted here.")
    elif all(o.gate for o in origins):
        gate = origins[0]
        reason = (f"The only values reaching {site.sink} at line {site.line} are {named}, read by a handler that "
                  f"refuses every request but the local user's (line {gate.gate}): whoever sends them is the person "
                  "at this machine, who could open, fetch or visit the target directly.")
        items.insert(0, quoter.at(gate.gate, "refuses all but the local user's requests", path=gate.path))
    elif all(o.admin and not o.local for o in origins):
        guard = origins[0]
        reason = (f"The only values reaching {site.sink} at line {site.line} are {named}, read by a handler only "
                  f"administrators reach (line {guard.admin}): {_ADMINS_CONFIGURE}")
        items.insert(0, quoter.at(guard.admin, "admits administrators alone", path=guard.path))
    elif site.category == "open-redirect" and all(o.own_path or o.own_url for o in origins):
        reason = (f"The only values reaching {site.sink} at line {site.line} are {named}: the URL this request came "
                  "to, or the path a route of this site matched (whose first segment the route writes out). A "
                  "redirect there stays on this site; an open redirect needs a target some other party chooses.")
    elif all(o.label.startswith(TEMPLATE_VALUE) for o in origins):
        reason = (f"The only template values reaching {site.sink} at line {site.line} are {named}, and no markup is "
                  "built around them here: a filter that marks its input safe as it is leaves that choice to the "
                  "template, which is what it is for.")
    else:
        reason = (f"The only untrusted values reaching {site.sink} at line {site.line} are {named}, which whoever "
                  f"runs the program chooses. A {site.category} finding needs a value from across a trust "
                  "boundary; the operator already controls this machine and could open, fetch, visit or run the "
                  "target directly.")
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
    what = (f"the file that parameter {params[0].expr} of {site.symbol} names" if params[0].contents
            else f"parameter {params[0].expr} of {site.symbol}")
    return _uncertain(fp, f"The argument of {site.sink} at line {site.line} comes from {what}; no caller in the "
                          "project passes it untrusted data, and it is not a public function of the library nobody "
                          "here calls.")


def _test_verdict(fp: str, quoter: Quoter, site: SinkSite, result: ModuleResult, what: str) -> Verdict:
    start = result.spans.get(site.symbol, (site.line, site.line))[0]
    reason = (f"{site.sink} at line {site.line} only sees {what} inside {site.symbol}, which is test code "
              f"({quoter.path}): it runs under the test runner with the suite's own inputs, not on an attack "
              "surface.")
    return _verdict(fp, VerdictKind.REFUTED, reason, [quoter.at(start, "test-only code")])


def _only_harmless(calls: list[tuple[int, dict[int, Fact]]], index: int) -> bool:
    return all(not bound.get(index, Fact()).tainted for _, bound in calls)


def _random_verdict(fp: str, loc: Location, quoter: Quoter, result: ModuleResult) -> Verdict:
    for line in range(loc.start_line, loc.end_line + 1):
        text = quote_at(quoter.lines, line)
        name = next((n for n in result.system_randoms if re.search(rf"(?<![\w.]){re.escape(n)}\.\w+\(", text)), None)
        if name is not None:
            bound = result.system_randoms[name]
            reason = (f"The random value at line {line} comes from {name}, which line {bound} binds to a SystemRandom "
                      "instance: it draws from the operating system's generator, not the predictable one.")
            return _verdict(fp, VerdictKind.REFUTED, reason, [quoter.at(bound, "a SystemRandom instance", name),
                                                              quoter.at(line, "drawn from it", f"{name}.")])
    for start, end, strong in result.urandom_fallbacks:
        if start <= loc.start_line <= end:
            reason = (f"The random value at line {loc.start_line} is drawn only in the handler for NotImplementedError "
                      f"around line {strong}, which draws from the operating system's generator: the predictable one "
                      "runs only on a system with no randomness source at all. Everywhere else the strong generator "
                      "makes the value.")
            return _verdict(fp, VerdictKind.REFUTED, reason, [quoter.at(strong, "the operating system's generator"),
                                                              quoter.at(loc.start_line, "the fallback")])
    judged = _site_scheme_verdict(fp, loc, quoter, result, RANDOM, "random value") \
        or _intent_verdict(fp, loc, quoter, result, RANDOM, "random value")
    if judged is not None:
        return judged
    return _uncertain(fp, "The random value reaches no name or call that says what it is for (a token, password "
                          "or session, or a delay, shuffle or display value); its security relevance is unknown.")


def _site_scheme_verdict(fp: str, loc: Location, quoter: Quoter, result: ModuleResult, kind: str,
                         what: str) -> Verdict | None:
    """Refuted when the module is a client of a third-party web site (see python_idioms.site_clients): it computes
    its digests and random values as the site's own client does (a URL signature, a viewer or device id the site
    receives in clear), in the site's scheme. Not a random value that becomes more than a nonce there (a password
    or PIN the client makes up for an account it opens)."""
    if not result.site_clients:
        return None
    if kind == RANDOM and any(u.intent == SECURITY and _ACCOUNT_CREDENTIAL.search(u.target)
                              for u in _near_intents(loc, result, kind)):
        return None
    start, _, name = result.site_clients[0]
    reason = (f"The {what} at line {loc.start_line} is made in a client of a third-party web site: {name} (line "
              f"{start}) declares the site's URLs it handles, and such a client computes its digests and random "
              "values as the site's own web client does (a URL signature, a viewer or device id the site receives in "
              "clear). The site's scheme dictates them; the program cannot choose another.")
    return _verdict(fp, VerdictKind.REFUTED, reason, [quoter.at(loc.start_line, f"the {what}"),
                                                      quoter.at(start, "a client of the site's URLs")])


def _near_intents(loc: Location, result: ModuleResult, kind: str) -> list[IntentUse]:
    # A temporary name is cited where it is chosen (mktemp) or where a file is made at it (a fixed name).
    return [u for u in result.intents if u.origin.kind == kind
            and (loc.start_line - NEAR <= u.origin.line <= loc.end_line + NEAR
                 or kind == TEMPNAME and loc.start_line <= u.line <= loc.end_line)]


def _unsent(near: list[IntentUse], kind: str) -> list[IntentUse]:
    """The uses saying the value protects something, less those of values a request sends to a remote server
    (see REMOTE): unless a random value becomes more than a nonce there (a password or PIN the client makes up),
    or the digest is keyed with a secret the program holds (`md5(settings.SIGNING_SECRET + body)`: its own
    credential, forgeable by length extension, whoever chose the scheme)."""
    sent = {u.origin for u in near if u.intent == REMOTE}
    return [u for u in near if u.intent == SECURITY
            and (u.origin not in sent or kind == RANDOM and not _NONCE.search(u.target)
                 or kind == HASH and _keyed(u.origin.expr))]


# What a client makes up as an account's credential: a password or a PIN.
_ACCOUNT_CREDENTIAL = re.compile(r"passw|pwd|passcode|(^|_|\b)pin(_?code)?($|_|\b)", re.IGNORECASE)
# What a client sends in clear by design: a nonce, a salt, a challenge's answer, a signature, padding.
_NONCE = re.compile(r"nonce|salt|challenge|sign|hash|digest|padding|request_?id|trace", re.IGNORECASE)


def _keyed(expr: str) -> bool:
    """Whether the hash call EXPR digests a credential the program holds, by name, together with other data: a
    keyed digest (a MAC) of a message. A password digested alone is the password as a site's scheme sends it."""
    try:
        call = ast.parse(expr, mode="eval").body
    except SyntaxError:
        return False
    if not isinstance(call, ast.Call):
        return False
    operands = [part for arg in call.args for part in _operands(arg)]
    named = [_operand_name(part) for part in operands]
    return any(name and credential_name(name) for name in named) and len(operands) > 1


def _operands(node: ast.expr) -> list[ast.expr]:
    """The non-literal pieces a digest's input is built from: `a + b`, f-strings, `"".join((a, b))`, `x.encode()`."""
    if isinstance(node, ast.BinOp) and isinstance(node.op, (ast.Add, ast.Mod)):
        return _operands(node.left) + _operands(node.right)
    if isinstance(node, (ast.Tuple, ast.List)):
        return [part for element in node.elts for part in _operands(element)]
    if isinstance(node, ast.JoinedStr):
        return [part for v in node.values if isinstance(v, ast.FormattedValue) for part in _operands(v.value)]
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute):
        if node.func.attr in ("encode", "decode", "strip", "lower", "upper") and not node.args:
            return _operands(node.func.value)
        if node.func.attr in ("join", "format"):
            return [part for arg in node.args for part in _operands(arg)]
    return [] if isinstance(node, ast.Constant) else [node]


def _operand_name(node: ast.expr) -> str:
    """The name an operand is read by: a variable, an attribute, a constant key (`settings["secret"]`)."""
    if isinstance(node, ast.Subscript) and isinstance(node.slice, ast.Constant) and isinstance(node.slice.value, str):
        return node.slice.value
    return node.id if isinstance(node, ast.Name) else node.attr if isinstance(node, ast.Attribute) else ""


def _sent_verdict(fp: str, quoter: Quoter, near: list[IntentUse], kind: str, what: str) -> Verdict | None:
    """Refuted when the value goes into a request to a remote server and nothing of this program's own
    protects with it; None otherwise."""
    sent = [u for u in near if u.intent == REMOTE]
    if not sent or _unsent(near, kind) or kind == HASH and any(_keyed(u.origin.expr) for u in sent):
        return None
    use = min(sent, key=lambda u: u.line)
    items = [quoter.at(use.origin.line, f"weak {kind}: {use.origin.label}", use.origin.expr),
             quoter.at(use.line, f"the {what} goes into {use.target}", use.segment)]
    how = ("the remote server dictates the algorithm, and every client of it computes the same digest"
           if kind == HASH else "the server receives it in clear as part of the request, where it is no secret")
    reason = (f"The {what} from {use.origin.expr} (line {use.origin.line}) is sent to a remote server: it goes "
              f"into {use.target} (line {use.line}). It is in the server's scheme: {how}; this program, its "
              "client, protects nothing of its own with it.")
    return _verdict(fp, VerdictKind.REFUTED, reason, items)


def _intent_verdict(fp: str, loc: Location, quoter: Quoter, result: ModuleResult, kind: str,
                    what: str) -> Verdict | None:
    """Confirm when the value reaches a name that protects something; refute when it only reaches names
    that say it does not (an ETag, a cache key, a delay), or goes to a remote server in its scheme; None when no
    name says either."""
    near = _near_intents(loc, result, kind)
    sent = _sent_verdict(fp, quoter, near, kind, what)
    if sent is not None:
        return sent
    security = _unsent(near, kind)
    benign = [u for u in near if u.intent == BENIGN]
    returned = [u for u in benign if u.segment.startswith("def ") and kind == RANDOM and returned_benign(u.target)]
    if returned:
        # The function returns the value and its name says what for (`def choose_boundary(): nonce = ...; return
        # nonce`): its callers use it as that, and the names it passes through inside are its own words for it.
        # A use outside the function (a caller's `token = choose_boundary()`) still counts.
        start = returned[0].line
        end = max((e for s, e in result.spans.values() if s == start), default=start)
        security = [u for u in security if not start <= u.line <= end]
    if kind == HASH and benign and security and all(_keyed_only(u) for u in security):
        # `md5(SECRET_KEY + project_id)` returned by `build_etag`: the key only makes the tag unguessable; what the
        # digest is for is the name it reaches, and a high-entropy key resists brute force through any hash. A
        # password mixed in is another matter (see _keyed_only).
        security = []
    salted = [u for u in benign if kind == RANDOM and _SALT.search(u.target)]
    # the function's own name (`def generate_token(self): salt = ...`) says what it returns, here the salt with the
    # digest it seasons: only the names the value is bound to in the body order its purpose
    bound = [u for u in security if not u.segment.startswith("def ")]
    if salted and security and min(u.line for u in salted) <= min((u.line for u in bound), default=salted[0].line):
        # Bound first as a salt, it keeps that purpose (ldaptor's `salt += chr(random.randint(0, 127))`): seasoning
        # the digest it is then hashed into (`crypt`) needs a value that differs, not one nobody can guess.
        salt, later = min(salted, key=lambda u: u.line), min(bound or security, key=lambda u: u.line)
        reason = (f"The {what} from {salt.origin.expr} (line {salt.origin.line}) is bound first as {salt.target} (line "
                  f"{salt.line}): a salt is kept in clear beside the digest it seasons and must differ from one use "
                  f"to the next, not be unguessable; hashed into {later.target} (line {later.line}) it is still the "
                  "salt, no secret.")
        return _verdict(fp, VerdictKind.REFUTED, reason, [quoter.at(salt.line, f"the {what} is a salt", salt.segment)])
    if security:
        use = min(security, key=lambda u: u.line)
        items = [quoter.at(use.line, f"the {what} becomes {use.target}", use.segment),
                 quoter.at(use.origin.line, f"weak {kind}: {use.origin.label}", use.origin.expr)]
        why = _WHY_IT_MATTERS.get(kind, _WHY_IT_MATTERS[RANDOM])
        reason = (f"The {what} from {use.origin.expr} (line {use.origin.line}) becomes {use.target} (line "
                  f"{use.line}), {why}")
        return _verdict(fp, VerdictKind.CONFIRMED, reason, items)
    if benign:
        items = [quoter.at(u.line, f"the {what} is used as {u.target}", u.segment) for u in benign[:3]]
        uses = ", ".join(f"{u.target} (line {u.line})" for u in benign[:3])
        why = _WHY_HARMLESS.get(kind, _WHY_HARMLESS[RANDOM])
        reason = (f"The {what} from {benign[0].origin.expr} (line {benign[0].origin.line}) is used only as {uses}: "
                  f"{why}")
        return _verdict(fp, VerdictKind.REFUTED, reason, items)
    return None


def _keyed_only(use: IntentUse) -> bool:
    """USE is a digest's security only for the secret key hashed into it (`a digest of SECRET_KEY`), not for a
    password, whose digest is guessed by trying the likely ones, nor for a name the digest reaches."""
    hashed = use.target.removeprefix(_DIGEST_OF)
    return use.target.startswith(_DIGEST_OF) and not USER_PASSWORD.search(hashed)


_DIGEST_OF = "a digest of "


_WHY_IT_MATTERS = {
    RANDOM: "which protects something: it must not be predictable.",
    HASH: "which needs a hash that resists collisions and brute force.",
    TEMPNAME: "so another process can plant a file or a symlink at the predictable name first, and this "
              "call writes through it.",
}
_WHY_HARMLESS = {
    RANDOM: "not a secret, a credential or a signature, so a predictable value harms nothing.",
    HASH: "not a password, a signature or an integrity check, so a collidable digest harms nothing.",
    TEMPNAME: "the call creates the file only if nothing is there yet, so a planted file makes it fail "
              "instead of being followed.",
}


def _template_env_verdict(fp: str, loc: Location, quoter: Quoter, result: ModuleResult) -> Verdict | None:
    """A Jinja2 environment (or bare template) on the cited lines that prints values unescaped: a defect when
    it renders an HTML page, none when everything it renders is text that HTML escaping would corrupt
    (a config, an e-mail, SQL); None when what it renders is unknown (see taint_templates)."""
    env = next((e for e in result.template_envs if e.line <= loc.end_line and loc.start_line <= e.end_line), None)
    if env is None:
        return None
    pages = [r for r in env.renders if r.html]
    if pages:
        page = pages[0]
        items = [quoter.at(env.line, f"autoescaping off: {env.how}", end=env.end_line)]
        if page.line != env.line or page.quote:
            items.append(quoter.at(page.line, f"renders {page.name}, an HTML page", page.quote))
        reason = (f"The template engine at line {env.line} leaves autoescaping off ({env.how}) and renders "
                  f"{page.name} (line {page.line}), an HTML page: every value the template prints goes into the "
                  "page as markup, so text from a user, a feed or a file becomes script in the reader's browser.")
        return _verdict(fp, VerdictKind.CONFIRMED, reason, items)
    if env.renders:
        names = ", ".join(sorted({r.name for r in env.renders})[:3])
        items = [quoter.at(r.line, f"renders {r.name}, not HTML") for r in env.renders[:3]]
        reason = (f"The template engine at line {env.line} renders only {names}: text that is not an HTML page, "
                  "which HTML escaping would corrupt; no browser reads its output as markup.")
        return _verdict(fp, VerdictKind.REFUTED, reason, items)
    return None


def _cookie_verdict(fp: str, loc: Location, quoter: Quoter, result: ModuleResult) -> Verdict:
    near = [c for c in result.cookies if loc.start_line - NEAR <= c.line <= loc.end_line + NEAR]
    setting = next((s for s in result.cookie_settings if s.line <= loc.end_line and loc.start_line <= s.end_line),
                   None)
    if not near and setting is not None:
        flags = " and ".join(setting.flags)
        if setting.how.startswith("a Set-Cookie header"):
            reason = (f"Line {setting.line} writes {setting.cookie} as header text with its attributes spelled out, "
                      f"and {flags} is not among them; its name says it authenticates someone.")
            what = "the cookie's name and attributes"
        else:
            reason = (f"Line {setting.line} leaves {setting.cookie} without {flags} ({setting.how}): the framework "
                      "sets that cookie itself for every logged-in user, in a module not named for development or "
                      "testing, so the deployment that reads it sends the cookie that way.")
            what = "the literal that turns it off" if setting.how.endswith("= False") else "a default of off"
        items = [quoter.at(setting.line, f"{setting.cookie} without {flags}: {what}", setting.token,
                           end=setting.end_line)]
        return _verdict(fp, VerdictKind.CONFIRMED, reason, items)
    if not near:
        return _uncertain(fp, f"No set_cookie call that the data-flow model saw is at or near {loc}.")
    use = min(near, key=lambda c: abs(c.line - loc.start_line))
    if use.constant and use.missing:
        reason = (f"The cookie set at line {use.line} holds {use.constant}, a constant written in the code: anyone can "
                  "read it there, so it carries no secret that Secure or HttpOnly would protect.")
        return _verdict(fp, VerdictKind.REFUTED, reason, [quoter.at(use.line, "a constant value", use.constant)])
    if use.cleared:
        reason = f"The cookie set at line {use.line} is being cleared (an empty value or an expiry of 0): it carries " \
                 "nothing to protect."
        return _verdict(fp, VerdictKind.REFUTED, reason, [quoter.at(use.line, "the cookie is cleared")])
    if use.unknown:
        return _uncertain(fp, f"The cookie flags at line {use.line} depend on values this analysis cannot resolve.")
    if not use.missing:
        where = use.flags_line or use.line
        reason = (f"The cookie set at line {use.line} has the flags it needs (line {where}): Secure and HttpOnly, or "
                  "Secure alone for an anti-CSRF cookie that page scripts must read.")
        return _verdict(fp, VerdictKind.REFUTED, reason, [quoter.at(where, "the cookie's flags")])
    if not use.credential:
        return _uncertain(fp, f"The cookie at line {use.line} lacks {', '.join(use.missing)}, but nothing shows it "
                              "holds a credential; its security relevance is unknown.")
    # the line of the call that writes the credential's name (a setter's arguments may run over several lines)
    named = next((line for line in range(use.line, use.end_line + 1)
                  if use.credential in quote_at(quoter.lines, line)), use.line)
    items = [quoter.at(use.value_line, "where the cookie's value comes from"),
             quoter.at(named, f"cookie {use.credential} without {', '.join(use.missing)}", use.credential),
             quoter.at(use.object_line, "the cookie object the setter is handed, made without those flags")]
    reason = (f"The cookie set at line {use.line} carries {use.credential}, a credential, and its flags resolve to no "
              f"{' and no '.join(use.missing)}.")
    return _verdict(fp, VerdictKind.CONFIRMED, reason, items)


def _hash_verdict(fp: str, loc: Location, quoter: Quoter, result: ModuleResult) -> Verdict:
    hasher = result.weak_hasher
    if hasher is not None and loc.start_line <= hasher[0] <= loc.end_line:
        return _hasher_verdict(fp, loc, quoter, hasher)
    for line in range(loc.start_line, loc.end_line + 1):
        match = _NOT_FOR_SECURITY.search(quote_at(quoter.lines, line))
        if match:
            reason = f"The hash at line {line} is declared usedforsecurity=False: it protects nothing."
            return _verdict(fp, VerdictKind.REFUTED, reason, [quoter.at(line, "usedforsecurity=False", match.group(0))])
    for line in range(loc.start_line, loc.end_line + 1):
        source = random_digest(quote_at(quoter.lines, line))
        if source is not None:
            reason = (f"The hash at line {line} is over nothing but fresh bytes from {source}(): it only spells them "
                      "as text. No password or message goes in, so its weakness protects nothing; what the value is "
                      "worth is the randomness, which is the operating system's.")
            return _verdict(fp, VerdictKind.REFUTED, reason, [quoter.at(line, "a digest of random bytes", source)])
    near = [u for u in result.hashes if loc.start_line - NEAR <= u.line <= loc.end_line + NEAR]
    for use in (u for u in near if u.algorithm):
        reason = (f"The hash at line {use.line} is inside {use.name}, named for that algorithm: an implementation "
                  "of it (kept for legacy data or a protocol that mandates it) that callers or configuration "
                  "choose, not a choice this code makes for them.")
        return _verdict(fp, VerdictKind.REFUTED, reason, [quoter.at(use.bind_line, "the class names its algorithm",
                                                                    use.name)])
    for use in (u for u in near if u.legacy):
        reason = (f"The hash at line {use.line} verifies a scheme the stored data names: {use.legacy}. The program "
                  "keeps it to check hashes made before, not to make new ones.")
        return _verdict(fp, VerdictKind.REFUTED, reason, [quoter.at(use.bind_line or use.line, "the scheme's name",
                                                                    use.name)])
    for use in (u for u in near if u.protocol):
        reason = (f"The hash at line {use.line} is a protocol's: {use.protocol}. Every peer computes the same "
                  "digest, so the program cannot choose another algorithm without breaking them.")
        return _verdict(fp, VerdictKind.REFUTED, reason, [quoter.at(use.bind_line or use.line, "the protocol's name",
                                                                    use.name)])
    sent = _sent_verdict(fp, quoter, _near_intents(loc, result, HASH), HASH, "digest")
    if near and sent is not None:
        return sent
    site = _site_scheme_verdict(fp, loc, quoter, result, HASH, "digest")
    if site is not None:
        return site
    for use in near:
        items = [quoter.at(use.bind_line, f"where {use.name} comes from"),
                 quoter.at(use.line, f"weak hash over {use.name}", use.segment)]
        reason = (f"The weak hash at line {use.line} is applied to {use.name}, a password or secret, so "
                  "its weakness protects something that matters.")
        return _verdict(fp, VerdictKind.CONFIRMED, reason, items)
    judged = _intent_verdict(fp, loc, quoter, result, HASH, "digest")
    if judged is not None:
        return judged
    return _uncertain(fp, "The digest reaches no name or call that says what it is for (a password, token or "
                          "signature, or an ETag, cache key or checksum); its security relevance is unknown.")


def _hasher_verdict(fp: str, loc: Location, quoter: Quoter, hasher: tuple[int, str]) -> Verdict:
    """Django's PASSWORD_HASHERS led by an unsalted or fast hasher: confirmed in a settings module production runs;
    refuted in one named for tests or development, which list a fast hasher first to make test runs quicker."""
    line, name = hasher
    short = name.rpartition(".")[2]
    if TEST_PATH.search(loc.path) or development_module(loc.path) or _CI_SETTINGS.search(PurePosixPath(loc.path).stem):
        reason = (f"{short} leads PASSWORD_HASHERS at line {line} in {loc.path}, settings for tests or development "
                  "(a fast hasher there makes test runs quick): production runs other settings.")
        return _verdict(fp, VerdictKind.REFUTED, reason, [quoter.at(line, "the settings module's name", short)])
    reason = (f"{short} leads PASSWORD_HASHERS at line {line}: Django hashes every password set or changed with the "
              "first hasher listed, here an unsalted or single fast digest.")
    return _verdict(fp, VerdictKind.CONFIRMED, reason, [quoter.at(line, "the first hasher listed", short)])


_CI_SETTINGS = re.compile(r"(^|[_.-])(ci|travis|jenkins|tox|pytest|unittest|e2e|selenium)([_.-]|$)", re.IGNORECASE)


def _secret_verdict(fp: str, loc: Location, quoter: Quoter, result: ModuleResult,
                    exists: Callable[[str], bool]) -> Verdict:
    """A string written in the code and used as a credential: confirmed when it could be a working
    one, refuted when it is a placeholder or not a credential value at all (a phrase, a URL, a path).
    EXISTS answers whether a path is in the snapshot (a module of a package is imported, not run)."""
    packaged = in_package(loc.path, exists)
    near = [u for u in result.credentials if _touches(u.literal_line, loc) or _touches(u.use_line, loc)]
    if not near:
        table = result.code_tables.get(loc.start_line)
        if table is not None:
            key, start, size = table
            reason = (f"The key {key!r} at line {loc.start_line} is one of {size} codes keying the table at line "
                      f"{start} (country, language or currency codes): Palau's code, not a password's, and the value "
                      "beside it is data.")
            return _verdict(fp, VerdictKind.REFUTED, reason, [quoter.at(start, "a table keyed by codes")])
        return _uncertain(fp, "No string written on these lines reaches a name, key or keyword that says it is a "
                              "credential.")
    kinds = {u: literal_kind(u.value, u.target) for u in near}
    secrets = [u for u in near if kinds[u] == SECRET]
    development = [u for u in secrets if DEVELOPMENT.search(u.context)]
    if development and len(development) == len(secrets):
        use = development[0]
        reason = (f"The string at line {use.literal_line} is set in {use.context}, a configuration named for "
                  "development or testing: production selects another, with its own secret.")
        return _verdict(fp, VerdictKind.REFUTED, reason, [quoter.at(use.literal_line, f"inside {use.context}",
                                                                    use.segment)])
    if secrets and development_module(loc.path):
        use = secrets[0]
        reason = (f"The string at line {use.literal_line} is set in {loc.path}, a settings module named for "
                  "development, testing or as an example to copy: a throwaway value for the developer's machine or "
                  "the test runner, while production loads another module with its own secret.")
        return _verdict(fp, VerdictKind.REFUTED, reason, [quoter.at(use.literal_line,
                                                                    f"in {PurePosixPath(loc.path).name}",
                                                                    use.segment)])
    fixtures = {u: f for u in secrets for f in result.fixtures if f[0] <= u.literal_line <= f[1]}
    if fixtures and len(fixtures) == len(secrets):
        use, (start, _, name) = next(iter(fixtures.items()))
        reason = (f"The string at line {use.literal_line} is written inside {name} (line {start}), a constant named "
                  "for test cases or examples: a fixture the tests feed the code, not a credential it runs with.")
        return _verdict(fp, VerdictKind.REFUTED, reason, [quoter.at(use.literal_line, f"a value inside {name}",
                                                                    use.segment)])
    refused = [u for u in secrets if rejected(result.sentinels, u.target, u.value, u.literal_line)]
    if refused and len(refused) == len(secrets):
        use = refused[0]
        reason = (f"The string at line {use.literal_line} given to {use.target} is a sentinel the code refuses: where "
                  f"{use.target} holds it, the same code stops (raises, exits or returns nothing) before using it, "
                  "so it stands for a credential not configured, not for a working one.")
        return _verdict(fp, VerdictKind.REFUTED, reason, [quoter.at(use.literal_line, "a sentinel the code refuses",
                                                                    use.segment)])
    rules = [u for u in secrets if result.lexer_rules.get(u.literal_line) == u.target]
    if rules and len(rules) == len(secrets):
        use = rules[0]
        reason = (f"The string at line {use.literal_line} is {use.target}, a token rule of a PLY lexer (the module "
                  "binds `tokens` beside it): PLY reads it as the regular expression of the token "
                  f"{use.target[2:]}, not as a value the program logs in with.")
        return _verdict(fp, VerdictKind.REFUTED, reason, [quoter.at(use.literal_line, "a lexer's token rule",
                                                                    use.segment)])
    lab = {u: t for u in secrets if packaged and (t := in_lab_self_test(result.self_tests, u.literal_line))}
    if lab and len(lab) == len(secrets):
        use, test = next(iter(lab.items()))
        reason = (f"The string at line {use.literal_line} is written in the self-test of {loc.path}, a module of a "
                  f"package: the `__main__` block on line {test.guard}, and what only it calls, runs when a "
                  "developer starts the module by hand, never when the package is imported. Every host that "
                  f"self-test names ({', '.join(dict.fromkeys(test.hosts))}) is a private-network, loopback or "
                  "reserved test address, so the credential logs into a lab nobody outside it can reach.")
        return _verdict(fp, VerdictKind.REFUTED, reason, [quoter.at(use.literal_line, "a lab's credential",
                                                                    use.segment),
                                                          quoter.at(test.guard, "run only when started by hand")])
    public = [u for u in secrets if site_client_key(result.site_clients, u.target, u.value)]
    if public and len(public) == len(secrets):
        use, (start, _, name) = public[0], result.site_clients[0]
        reason = (f"The string at line {use.literal_line} is {use.target} in a client of a third-party web site: "
                  f"{name} (line {start}) declares the site's URLs it handles, and the keys such a client carries "
                  "are the site's own web or app client's, which every visitor receives. (An account's password, or "
                  "a token whose format says it was issued to one account, would still be a leak.)")
        return _verdict(fp, VerdictKind.REFUTED, reason, [quoter.at(use.literal_line, "a site's public client key",
                                                                    use.segment),
                                                          quoter.at(start, "a client of the site's URLs")])
    own = [u for u in secrets if example_own_key(loc.path, u)]
    if own and len(own) == len(secrets):
        use = own[0]
        reason = (f"The string at line {use.literal_line} is {use.target}, the key the example application in "
                  f"{loc.path} signs its own data with: example code is published as documentation, and every "
                  "reader runs the example with this same value, so it protects only the example. (A password or "
                  "token for a service outside the example would still be somebody's account.)")
        return _verdict(fp, VerdictKind.REFUTED, reason, [quoter.at(use.literal_line, "an example's own key",
                                                                    use.segment)])
    demo = [u for u in secrets if example_demo_credential(loc.path, u, exists)]
    if demo and len(demo) == len(secrets):
        use = demo[0]
        reason = (f"The string at line {use.literal_line} is {use.target} in {loc.path}, example code published as "
                  "documentation: every reader runs the example with this same value, a demo credential standing "
                  "for their own. (A value in the format a provider issues to one account, such as a GitHub or "
                  "Slack token, would still be somebody's leaked key.)")
        return _verdict(fp, VerdictKind.REFUTED, reason, [quoter.at(use.literal_line, "an example's demo credential",
                                                                    use.segment)])
    if secrets:
        use = min(secrets, key=lambda u: (u.use_line == u.literal_line, u.use_line))
        items = [quoter.at(use.literal_line, f"a credential value written in the code ({len(use.value)} characters)",
                           use.segment),
                 quoter.at(use.use_line, f"used as {use.target}") if use.use_line != use.literal_line else None]
        issued = "" if credential_name(use.target) else \
            ", and its format is that of a token a provider issues to one account"
        reason = (f"The string at line {use.literal_line} ({len(use.value)} characters, not a placeholder) is used as "
                  f"{use.target} (line {use.use_line}){issued}: anyone who can read the code holds that credential.")
        return _verdict(fp, VerdictKind.CONFIRMED, reason, items)
    use = near[0]
    what = ("a placeholder" if kinds[use] == PLACEHOLDER
            else f"{use.target}'s own name spelt out, a key or policy name" if spells_target(use.value, use.target)
            else "not a credential value (a phrase, a URL, a path or a name)")
    reason = f"The string at line {use.literal_line} given to {use.target} is {what}: no working secret is exposed."
    return _verdict(fp, VerdictKind.REFUTED, reason, [quoter.at(use.literal_line, what, use.segment)])


def is_secret_finding(finding: Finding) -> bool:
    """Whether FINDING is a credential written in the code (judged by value wherever it is written)."""
    return finding.category == "hardcoded-secret" or finding.cwe in (259, 321, 798)


def _touches(line: int, loc: Location) -> bool:
    return loc.start_line <= line <= loc.end_line


def _tempfile_verdict(fp: str, loc: Location, quoter: Quoter, result: ModuleResult) -> Verdict:
    """A name from tempfile.mktemp: a defect when a file is then created at it by a call that follows
    a symlink planted in between (open for writing, a copy onto it); none when it is created only if
    absent (mkdir, mode "x", O_EXCL)."""
    judged = _intent_verdict(fp, loc, quoter, result, TEMPNAME, "temporary file name")
    if judged is not None:
        return judged
    return _uncertain(fp, "The temporary name is not seen reaching a call that creates a file at it.")


def setting_read(text: str, module: str, setting: str) -> int | None:
    """The first line of TEXT (a module's source) that reads SETTING of the module named MODULE through the name an
    import binds for it (`from . import config` then `config.DEBUG`, `import app.settings as settings` then
    `settings.DEBUG`, or `from .config import DEBUG` then `DEBUG`), or None."""
    try:
        tree = ast.parse(text)
    except (SyntaxError, ValueError):
        return None
    owners: set[str] = set()
    direct: set[str] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            for alias in node.names:
                if alias.name == module:
                    owners.add(alias.asname or alias.name)
                elif alias.name == setting and (node.module or "").rpartition(".")[2] == module:
                    direct.add(alias.asname or alias.name)
        elif isinstance(node, ast.Import):
            owners.update(alias.asname for alias in node.names if alias.asname
                          and alias.name.rpartition(".")[2] == module)
    reads = [node.lineno for node in ast.walk(tree) if isinstance(getattr(node, "ctx", None), ast.Load) and (
        isinstance(node, ast.Attribute) and node.attr == setting and isinstance(node.value, ast.Name)
        and node.value.id in owners or isinstance(node, ast.Name) and node.id in direct)]
    return min(reads, default=None)


# How deep a chain of star imports the refuter follows from a deployment's settings to the module it builds on.
_STAR_LEVELS = 4


def _parsed(text: str) -> ast.Module | None:
    """TEXT's tree, by any means twokey reads Python with (a Python 2 settings module too), or None."""
    try:
        return parse_python(text).tree
    except Unparseable:
        return None


# A settings module's own debug switch: `DEBUG = True` at its top level.
_SETTING = re.compile(r"^\s*([A-Z_]*DEBUG[A-Z_]*)\s*(?:=.*)?$")


def _debug_verdict(fp: str, loc: Location, quoter: Quoter, result: ModuleResult) -> Verdict:
    """A debug mode switched on by a literal in a module of a web application is confirmed; one the
    operator switches (environment, argv, configuration) or a literal off is refuted."""
    near = [u for u in result.debug if loc.start_line <= u.line <= loc.end_line]
    if not near:
        return _uncertain(fp, "No debug flag that the data-flow model sees is set on these lines.")
    use = near[0]
    if use.state == "on" and DEVELOPMENT.search(use.context):
        reason = (f"The debug switch at line {use.line} is set in {use.context}, a configuration named for "
                  "development or testing: production selects another.")
        return _verdict(fp, VerdictKind.REFUTED, reason, [quoter.at(use.line, f"inside {use.context}", use.segment)])
    if use.state == "on" and use.runner:
        reason = (f"The debug switch at line {use.line} starts a server in {use.runner}(), a command-line command "
                  "named for running a development server: the command a developer starts on their own machine, "
                  "while a deployment starts the application another way.")
        return _verdict(fp, VerdictKind.REFUTED, reason, [quoter.at(use.line, f"inside {use.runner}()",
                                                                    use.segment)])
    if use.state == "on" and use.loopback:
        reason = (f"The debug switch at line {use.line} starts the application's development server, listening only "
                  f"on {use.loopback}: remote clients cannot reach its debugger, and a deployment serves the "
                  "application with another server.")
        return _verdict(fp, VerdictKind.REFUTED, reason, [quoter.at(use.line, f"listening on {use.loopback}",
                                                                    use.segment)])
    stem = PurePosixPath(loc.path).stem
    if use.state == "on" and development_module(loc.path):
        reason = (f"The debug switch at line {use.line} is set in {loc.path}, a settings module named for "
                  "development, testing or as an example to copy: production runs another.")
        return _verdict(fp, VerdictKind.REFUTED, reason, [quoter.at(use.line, f"in {stem}.py", use.segment)])
    # `DEBUG = True` in a settings module that ends with `from settings_local import *`
    if use.state == "on" and not use.context and _SETTING.match(use.segment) and use.override is not None:
        line, module = use.override
        reason = (f"The debug switch at line {use.line} is a default: line {line} star-imports {module}, the "
                  "deployment's own settings, after it, and whatever that module sets wins.")
        items = [quoter.at(use.line, "the default", use.segment), quoter.at(line, "the deployment's settings, "
                                                                                    "imported over it")]
        return _verdict(fp, VerdictKind.REFUTED, reason, items)
    if use.state == "on" and OPERATOR_RUN_PATH.search(loc.path):
        reason = (f"The debug switch at line {use.line} is in {loc.path}, a command the operator starts by hand (a "
                  "development server such as runserver_plus, a shell): its debugger serves the operator's own "
                  "session, not a deployment.")
        return _verdict(fp, VerdictKind.REFUTED, reason, [quoter.at(use.line, "in an operator's command",
                                                                    use.segment)])
    if use.state == "on" and use.gate:
        where = "is set only" if use.direct else "is in a function this module calls only"
        reason = (f"The debug switch at line {use.line} {where} under `{use.gate}` (line {use.gate_line}): debugging "
                  "there is what the operator asked for when starting it, not a debugger left on in code.")
        items = [quoter.at(use.line, "debug switched on " + ("under that test" if use.direct else "in this function"),
                           use.segment),
                 quoter.at(use.gate_line, "it runs only when debugging is asked for")]
        return _verdict(fp, VerdictKind.REFUTED, reason, items)
    web_setting = next((name for name in TRACEBACK_SETTINGS if name in use.segment), None)
    if use.state == "on" and result.framework_import is None and web_setting is not None:
        # Tornado's serve_traceback, CherryPy's request.show_tracebacks: only a web server reads them, so the
        # module that sets one configures a server wherever that server's import is (a Jupyter Server
        # extension's settings, handed to it as an argument).
        reason = (f"The setting {web_setting} at line {use.line} is switched on by a literal; only a web server "
                  "reads it, and it sends each error's traceback to the client that caused it.")
        items = [quoter.at(use.line, f"{web_setting} switched on by a literal", use.segment)]
        return _verdict(fp, VerdictKind.CONFIRMED, reason, items)
    if use.state == "on" and result.framework_import is not None:
        how = f"on unless the environment sets {use.unset}" if use.unset else "switched on by a literal"
        items = [quoter.at(result.framework_import, "the module serves web requests through this framework"),
                 quoter.at(use.line, how, use.segment)]
        reason = (f"The debug switch at line {use.line} is a literal that turns it on, in a module built on a web "
                  f"framework (line {result.framework_import}): every deployment runs with it on.")
        if use.unset:
            reason = (f"The debug switch at line {use.line} reads {use.unset} from the environment with a default "
                      f"that turns it on, in a module built on a web framework (line {result.framework_import}): "
                      "every deployment that does not set the variable runs with the debugger's pages on.")
        return _verdict(fp, VerdictKind.CONFIRMED, reason, items)
    if use.state in ("off", "operator"):
        what = "a literal that turns it off" if use.state == "off" else \
            "the operator's choice (the environment, the command line or configuration read at run time)"
        reason = f"The debug switch at line {use.line} is {what}, not a debugger left on in code."
        return _verdict(fp, VerdictKind.REFUTED, reason, [quoter.at(use.line, what, use.segment)])
    return _uncertain(fp, f"The debug switch at line {use.line} is set from a value the data-flow model cannot "
                          "resolve, or in a module that imports no web framework.")
