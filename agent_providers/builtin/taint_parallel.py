"""The taint slot's module analyses on more than one core.

Owns the helper processes of one `prepare`. This process schedules; the helpers analyse import
components (taint_order) as they become ready, the longest chain of importers first. A helper gets a
batch of ready components' texts, the import lists it lacks, and the analyses it lacks of what the
batch imports; it answers with the batch's analyses and the fingerprints a kept raise of its modules
records. A component's analysis depends only on the component and what it imports (see
`Project.module`), so which process analysed it changes nothing in the answers, only the time they
take: the same on one core as on many, and the same when a helper fails and this process analyses
what it left.
"""

from __future__ import annotations

import heapq
import pickle
from collections.abc import Iterator, Sequence
from concurrent import futures
from concurrent.futures import Future, ProcessPoolExecutor
from dataclasses import dataclass, field

from agent_providers.builtin import taint_order
from agent_providers.builtin.taint_kept import KeptAnalyses, settled_key
from agent_providers.builtin.taint_packed import encoded_findings
from agent_providers.builtin.taint_project import Project, RouteTable
from agent_providers.builtin.taint_report import file_findings
from tickets.models import Finding
from twokey.kernel.codeview import ABSENT, CodeView, SnapshotReadError
from twokey.kernel.collector import fewer_collections
from twokey.kernel.processes import forkserver_context

# Helpers are worth starting only for this many modules or more (starting one costs about half a second).
MIN_MODULES = 100
# Ready components go out in batches of about this many characters of source, so a round trip is not
# paid once per one-file component, nor does one batch hold back the importers of its first component.
BATCH_CHARS = 50_000


@dataclass
class _Helper:
    executor: ProcessPoolExecutor
    holds: set[str] = field(default_factory=set)  # modules whose analysis it has (sent, or made there)
    knows_imports: set[str] = field(default_factory=set)  # modules whose import list it has
    running: Future | None = None
    batch: list[int] = field(default_factory=list)  # the components it is analysing


def analyse_in_parallel(project: Project, paths: Sequence[str], helpers: int, idle: Iterator[object] | None = None
                        ) -> None:
    """Analyse the import components of PATHS (and what they import) in HELPERS processes, or in this one
    when HELPERS is 0 or there is too little to share. While waiting for the helpers, this process takes
    steps of IDLE (work of its own that changes no analysis), one between looks at the helpers."""
    if helpers < 1 or len(paths) < MIN_MODULES:  # a few files: what they import is analysed only if asked for
        for path in sorted(paths):
            project.module(path)
        return
    ordered = taint_order.components(paths, project.imports_of, project.has_result)
    if _mostly_kept(project, ordered):  # checking a kept analysis here is quicker than shipping it
        project.analyse_components(ordered)
        return
    _Schedule(project, ordered, helpers, idle).run()


def _mostly_kept(project: Project, ordered: list[list[str]]) -> bool:
    """Whether fewer than MIN_MODULES of the modules to analyse lack a kept analysis (see taint_kept)."""
    if project.kept is None:
        return False
    lacking = 0
    for path in (member for members in ordered for member in members):
        lacking += project.kept_raw(path) is None
        if lacking >= MIN_MODULES:
            return False
    return True


class _Schedule:
    """One prepare's components, what each waits on, and the helpers working through them."""

    def __init__(self, project: Project, ordered: list[list[str]], helpers: int,
                 idle: Iterator[object] | None = None) -> None:
        self.project, self.components, self.idle = project, ordered, idle
        component_of = {member: number for number, members in enumerate(ordered) for member in members}
        self.waiting_on = [0] * len(ordered)
        self.importers: list[set[int]] = [set() for _ in ordered]
        for number, members in enumerate(ordered):
            needs = {component_of[other] for member in members for other in project.imports_of(member)
                     if other in component_of} - {number}
            self.waiting_on[number] = len(needs)
            for need in needs:
                self.importers[need].add(number)
        self.size = [sum(project.sizes.get(member, 0) + 1 for member in members) for members in ordered]
        self.chain = self._chains()
        self.ready = [(-self.chain[number], number) for number in range(len(ordered)) if not self.waiting_on[number]]
        heapq.heapify(self.ready)
        context = forkserver_context()  # never fork a process that may run threads; this process's own code
        listing = project.view.python_listing()
        # The route table comes from every module's text, which a helper is never sent: read here, once, and
        # shipped, so a handler's captures read the same on any number of cores.
        routes = project.route_table()
        self.helpers = [_Helper(ProcessPoolExecutor(1, mp_context=context, initializer=_start_helper,
                                                    initargs=(listing, routes))) for _ in range(helpers)]

    def _chains(self) -> list[int]:
        """Each component's size plus the longest chain of importers after it: the work that waits on it."""
        chain = [0] * len(self.components)
        for number in reversed(range(len(self.components))):  # importers come after what they import
            chain[number] = self.size[number] + max((chain[other] for other in self.importers[number]), default=0)
        return chain

    def run(self) -> None:
        try:
            left = len(self.components)
            while left:
                for helper in self.helpers:
                    if helper.running is None and self.ready:
                        left -= self._send(helper)
                if left:
                    left -= self._collect()
        except Exception:  # a helper that died or failed (killed, out of memory, a broken job)
            self._shut_down()
            # What the helpers did not answer is analysed here, in the same order: the same answers, only later.
            self.project.analyse_components(self.components)
        finally:
            self._shut_down()

    def _shut_down(self) -> None:
        for helper in self.helpers:
            helper.executor.shutdown(wait=True, cancel_futures=True)

    def _send(self, helper: _Helper) -> int:
        """Send HELPER a batch of ready components. Returns how many were analysed here instead: a file that
        cannot be read (it imports nothing, so is a component of its own) is analysed where it was read, so
        its analysis says why exactly as it would on one core."""
        batch: list[int] = []
        texts: dict[str, str] = {}
        chars = here = 0
        while self.ready and chars < BATCH_CHARS:
            _, number = heapq.heappop(self.ready)
            read = {member: _read(self.project.view, member) for member in self.components[number]}
            if any(text is None for text in read.values()):
                self.project.analyse_components([self.components[number]])
                self._finished(number)
                here += 1
                continue
            texts.update({member: text for member, text in read.items() if text is not None})
            batch.append(number)
            chars += self.size[number]
        if not batch:
            return here
        members = [member for number in batch for member in self.components[number]]
        reach = taint_order.reach(members, self.project.imports_of)
        imports = {path: self.project.imports_of(path) for path in sorted(reach - helper.knows_imports)}
        analyses = self.project.export_analyses(sorted(reach - set(members) - helper.holds))
        job = pickle.dumps(([self.components[number] for number in batch], texts, imports, analyses,
                            self._kept(members)))
        helper.running, helper.batch = helper.executor.submit(_analyse_batch, job), batch
        helper.knows_imports |= set(imports)
        helper.holds |= reach
        return here

    def _kept(self, members: list[str]) -> dict[tuple[str, str], str] | None:
        """The kept analyses (encoded) of MEMBERS, by path and content id, for a helper to check and take; None
        when this project keeps none, so the helper records no questions."""
        if self.project.kept is None:
            return None
        keys = [key for member in members for key in (member, settled_key(member))]
        return {(key, found[0]): found[1] for key in keys if (found := self.project.kept_raw(key))}

    def _collect(self) -> int:
        """Wait for a helper's answer (taking steps of the idle work meanwhile); take every answer there is.
        Returns how many components they held."""
        running = [helper.running for helper in self.helpers if helper.running is not None]
        while self.idle is not None and not any(future.done() for future in running):
            if next(self.idle, None) is None:
                self.idle = None
        futures.wait(running, return_when=futures.FIRST_COMPLETED)
        done = 0
        for helper in self.helpers:
            if helper.running is None or not helper.running.done():
                continue
            analyses, fingerprints, findings, written, reused = pickle.loads(helper.running.result())
            self.project.import_analyses(analyses)
            if self.project.kept is not None:
                for path, content_id, raw in written:
                    self.project.kept.put_raw(path, content_id, raw)
            self.project.reused.update(reused)
            self.project.import_fingerprints(fingerprints)
            self.project.premade.update(findings)
            for number in helper.batch:
                self._finished(number)
            done += len(helper.batch)
            helper.running, helper.batch = None, []
        return done

    def _finished(self, number: int) -> None:
        for other in self.importers[number]:
            self.waiting_on[other] -= 1
            if not self.waiting_on[other]:
                heapq.heappush(self.ready, (-self.chain[other], other))


def _read(view: CodeView, path: str) -> str | None:
    try:
        return view.read_text(path)
    except Exception:  # analysed here, where the read fails the same way again
        return None


# --- the helper side ------------------------------------------------------------------------------

class ShippedView:
    """The view a helper's project reads: the snapshot's listing, and the texts it was sent."""

    def __init__(self, listing: list[tuple[str, str]]) -> None:
        self.listing = listing
        self.texts: dict[str, str] = {}
        self._ids = dict(listing)

    def python_listing(self) -> list[tuple[str, str]]:
        return self.listing

    def read_text(self, path: str) -> str:
        text = self.texts.get(path)
        if text is None:  # never asked: a module is analysed here only with its text
            raise SnapshotReadError(f"{path}: not sent to this process")
        return text

    def exists(self, path: str) -> bool:
        return path in self.texts

    def content_id(self, path: str) -> str:
        return self._ids.get(path, ABSENT)


_PROJECT: Project | None = None


def _start_helper(listing: list[tuple[str, str]], routes: RouteTable) -> None:
    global _PROJECT
    _PROJECT = Project(ShippedView(listing), raising=True)  # type: ignore[arg-type]
    _PROJECT.seed_routes(routes)


def _analyse_batch(job: bytes) -> bytes:
    ordered, texts, imports, analyses, kept = pickle.loads(job)
    project = _PROJECT
    assert project is not None
    view: ShippedView = project.view  # type: ignore[assignment]
    view.texts = texts
    project.seed_imports(imports)
    project.import_analyses(analyses)
    # This batch's kept analyses, and a list of what it keeps, for the orchestrating process to store.
    project.kept = None if kept is None else KeptAnalyses.shipped(kept)
    reused_before = set(project.reused)
    with fewer_collections():  # the analysis's own thresholds, as in the orchestrating process (collector.py)
        project.analyse_components(ordered)
    members = [member for component in ordered for member in component]
    fingerprints = {key: digest for member in members for key, digest in project.raise_fingerprints(member).items()}
    findings = {member: encoded_findings(found) for member in members
                if (found := _rendered(project, member)) is not None}
    view.texts = {}  # a module is analysed once: its text is not needed again
    written = project.kept.written if project.kept is not None else []
    project.kept = None
    return pickle.dumps((project.export_analyses(members), fingerprints, findings, written,
                         sorted(project.reused - reused_before)))


def _rendered(project: Project, path: str) -> list[Finding] | None:
    """PATH's findings, rendered here while its text is at hand, when they quote no other module (whose
    lines this process does not have); else None, and the orchestrating process renders them."""
    module = project.module(path)
    if isinstance(module, str) or any(site.path and site.path != path for site in module.sites):
        return None
    found = file_findings(project, path)
    return found if isinstance(found, list) else None
