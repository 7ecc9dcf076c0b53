"""What an audit may take from earlier work instead of asking a provider again.

Owns the keys of reused turns. A file's raise, for a provider that raises per file, is kept
by (provider identity, path, content id). A batch's raise and each verdict are kept with the
content ids of everything the provider read through its view during the run, and are reused
only if every one of them still reads the same. It never keeps a turn that failed validation
and never guesses what a provider read: reads go through views that record them.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field
from typing import Any

from agent_providers.seam import FindingToJudge, Provider, module_digest
from tickets.models import RaiseTurn, Slot, Verdict
from twokey.kernel.codeview import ABSENT, CodeView, SourceFile
from twokey.kernel.contentstore import ContentStore, RunNotes, ScopedMemo, content_key
from twokey.kernel.errors import SnapshotReadError

LISTING = "\0listing"  # the trace entry for "every Python file, with its content"
TEXT_LISTING = "\0text-listing"  # the same for every admitted file (what a CLI agent's export holds)
HISTORY = "\0history"  # the pinned commit, when a provider read git history (log, blame) through the view
SECRETS = "\0secrets"  # the names of the withheld files, when a provider listed them
CONSULTED = "\0consulted\0"  # + path: a file a per-file raise consulted -> "<content id> <fingerprint> <names>"
STRICT = "\0same-content"  # the fingerprint of a consulted file the raise's findings cite: no other will do
# What a per-file raise consulted: each other path it read -> the names it looked up there (none: all of it).
Consulted = dict[str, tuple[str, ...]]


def _consulted_entry(content: str, fingerprint: str, names: tuple[str, ...]) -> str:
    """A consulted file's trace entry: "<content id> <fingerprint> <name,name,...>" (names are identifiers)."""
    return f"{content} {fingerprint} {','.join(names)}"


def _read_consulted_entry(entry: str) -> tuple[str, str, tuple[str, ...]]:
    content, fingerprint, names = (entry.split(" ", 2) + ["", ""])[:3]
    return content, fingerprint, tuple(filter(None, names.split(",")))


def turn_version() -> str:
    """What changes when the shape or meaning of a kept turn does."""
    return module_digest("tickets.models", "flows.audit.reuse")


class RecordingView:
    """A CodeView that notes the content id of everything read through it, for the run's life.

    One per provider and run: a provider may remember what it read in one turn and use it in
    the next, so every turn is taken to depend on all it has read so far."""

    def __init__(self, view: CodeView) -> None:
        self._view = view
        self.reads: dict[str, str] = {}
        self._covered: set[str] = set()  # paths whose content a recorded listing's id already covers

    def read_text(self, path: str) -> str:
        self.reads[path] = self._view.content_id(path)
        return self._view.read_text(path)

    def exists(self, path: str) -> bool:
        self.reads[path] = self._view.content_id(path)
        return self._view.exists(path)

    def content_id(self, path: str) -> str:
        self.reads[path] = self._view.content_id(path)
        return self.reads[path]

    def python_listing(self) -> list[tuple[str, str]]:
        listing = self._view.python_listing()
        self.reads[LISTING] = listing_id(listing)
        self._covered.update(path for path, _ in listing)
        return listing

    def python_files(self) -> Iterator[SourceFile]:
        self.python_listing()
        return self._view.python_files()

    @property
    def underlying(self) -> CodeView:
        """The snapshot itself, for a provider that shares work between its raises and its verdicts. What
        it reads there goes unrecorded, so taking it counts as reading every file (the listing)."""
        self.python_listing()
        return self._view

    @property
    def target(self) -> object:
        """The pinned target, unread: a CLI agent is kept out of its working tree by it."""
        return getattr(self._view, "target", None)

    def __getattr__(self, name: str) -> object:
        # Only `text_paths` (every admitted file), `secrets_present` (withheld names) and `repo` (git
        # history for log and blame) are passed through, recorded; anything else a provider might
        # reach for would read unrecorded, so it is not there.
        view = self.__dict__.get("_view")
        if name == "text_paths" and hasattr(view, "text_paths"):
            return self._text_paths
        if name == "secrets_present" and hasattr(view, "secrets_present"):
            self.reads[SECRETS] = secrets_id(view)
            return view.secrets_present  # type: ignore[union-attr]
        if name == "repo" and getattr(view, "repo", None) is not None:
            self.reads[HISTORY] = pinned_commit(view)  # history differs at every commit: reuse only at this one
            return view.repo  # type: ignore[union-attr]
        raise AttributeError(name)

    def _text_paths(self) -> list[str]:
        paths = list(self._view.text_paths())  # type: ignore[attr-defined]
        self.reads[TEXT_LISTING] = text_listing_id(self._view, paths)
        self._covered.update(paths)
        return paths

    def trace(self) -> dict[str, str]:
        """Every content id read so far; a file a recorded listing covers is checked through the listing."""
        return {path: content for path, content in self.reads.items() if path not in self._covered}


class SingleFileView:
    """The view a per-file raise gets: its one file, and nothing else (a read of another path fails)."""

    def __init__(self, path: str, text: str | None, file_id: str, problem: str = "") -> None:
        self.path, self.text, self.file_id, self.problem = path, text, file_id, problem

    @classmethod
    def of(cls, view: CodeView, path: str) -> SingleFileView:
        try:
            return cls(path, view.read_text(path), view.content_id(path))
        except SnapshotReadError as error:
            return cls(path, None, view.content_id(path), str(error))

    def _only_its_file(self, path: str) -> None:
        if path != self.path:
            raise SnapshotReadError(f"{path}: a per-file raise of {self.path} may read only that file")

    def read_text(self, path: str) -> str:
        self._only_its_file(path)
        if self.text is None:
            raise SnapshotReadError(self.problem)
        return self.text

    def exists(self, path: str) -> bool:
        self._only_its_file(path)
        return self.file_id != ABSENT

    def content_id(self, path: str) -> str:
        self._only_its_file(path)
        return self.file_id

    def python_listing(self) -> list[tuple[str, str]]:
        raise SnapshotReadError(f"a per-file raise of {self.path} may not list the project")

    def python_files(self) -> Iterator[SourceFile]:
        raise SnapshotReadError(f"a per-file raise of {self.path} may not list the project")


def pinned_commit(view: object) -> str:
    return str(getattr(getattr(view, "target", None), "commit", "") or "-")


def secrets_id(view: object) -> str:
    return content_key(*sorted(getattr(view, "secrets_present", None) or ()))


def listing_id(listing: list[tuple[str, str]]) -> str:
    return content_key(*(f"{path}\0{content}" for path, content in listing))


def text_listing_id(view: CodeView, paths: list[str]) -> str:
    return listing_id([(path, view.content_id(path)) for path in paths])


@dataclass
class Reused:
    """What a run took from earlier work instead of asking a provider: the summary says so."""

    files: int = 0  # files not analysed at all: unchanged since the last audit (set by the core)
    raises: int = 0  # file raises (or batches) answered from the store
    verdicts: int = 0


@dataclass
class Reuse:
    """The run's access to kept turns; with no store it keeps and finds nothing, and changes nothing else."""

    view: CodeView
    store: ContentStore | None = None
    counts: Reused = field(default_factory=Reused)
    lenses: tuple[str, ...] = ("security",)
    slots: dict[Slot, Provider] = field(default_factory=dict)
    _views: dict[int, RecordingView] = field(default_factory=dict)
    _notes: dict[int, RunNotes] = field(default_factory=dict)
    _listing: str | None = None
    _version: str = field(default_factory=turn_version)

    def view_for(self, provider: Provider) -> RecordingView:
        return self._views.setdefault(id(provider), RecordingView(self.view))

    def notes_for(self, provider: Provider) -> RunNotes:
        """What the provider noted for itself this run; a recorded read is what makes a verdict reusable, not this."""
        return self._notes.setdefault(id(provider), RunNotes())

    def _owner(self, provider: Provider) -> str:
        """Whose turn it is: the slot and the provider. Two slots running one model never share a turn,
        or the second slot's raise (or verdict) would be the first's, not its own."""
        slot = next((slot.value for slot, held in self.slots.items() if held is provider), "-")
        return f"{slot}|{provider.cache_identity()}"

    def memo_for(self, provider: Provider) -> ScopedMemo | None:
        return ScopedMemo(self.store, "memo\0" + provider.cache_identity()) if self.store is not None else None

    def flush(self) -> None:
        if self.store is not None:
            self.store.flush()

    # --- raises ---------------------------------------------------------------------------

    def _file_key(self, provider: Provider, path: str) -> str:
        return content_key("raise-file", self._version, self._owner(provider), ",".join(self.lenses), path,
                           self.view.content_id(path))

    def raised_file(self, provider: Provider, path: str) -> RaiseTurn | None:
        """The kept raise of PATH, if its content and everything the raise consulted still read the same."""
        kept = self._traced(self._file_key(provider, path), provider)
        return RaiseTurn.model_validate(kept) if kept is not None else None

    def keep_files(self, provider: Provider, turns: dict[str, RaiseTurn],
                   consulted: dict[str, Consulted] | None = None) -> None:
        """Keep each file's raise, with (for a raise that consulted other files) each consulted file's
        content, fingerprint and the names the fingerprint covers (`_consulted_entry`)."""
        if self.store is not None:
            for path, turn in turns.items():
                cited = {location.path for finding in turn.findings for location in finding.locations} | {
                    item.path for finding in turn.findings for item in finding.evidence}
                trace = {CONSULTED + other: _consulted_entry(self._content(other),
                                                             self._fingerprint(provider, other, cited, names), names)
                         for other, names in (consulted or {}).get(path, {}).items()}
                self.store.put(self._file_key(provider, path), {"value": turn.model_dump(mode="json"), "trace": trace})

    def _fingerprint(self, provider: Provider, path: str, cited: set[str], names: tuple[str, ...]) -> str:
        """What a kept raise needs PATH to stay: its fingerprint (of NAMES there, or all of it), or (when the
        raise's findings cite PATH, whose lines must then not move) its content, which STRICT marks."""
        if path in cited:
            return STRICT
        return provider.consulted_fingerprint(self.view, path, names, self.memo_for(provider))

    def stale_file(self, path: str) -> bool:
        """Whether PATH must be raised on again although its text did not change: for a slot whose provider's
        raise consults other files, its kept raise is gone or something it consulted reads differently now.
        Only the trace is checked; the kept turn itself is validated when the protocol takes it."""
        return any(self._traced(self._file_key(provider, path), provider) is None
                   for provider in self.slots.values() if provider.raises_per_file and provider.raise_consults)

    def _batch_key(self, provider: Provider, paths: list[str]) -> str:
        return content_key("raise-batch", self._version, self._owner(provider), ",".join(self.lenses), *paths)

    def raised_batch(self, provider: Provider, paths: list[str]) -> RaiseTurn | None:
        kept = self._traced(self._batch_key(provider, paths))
        return RaiseTurn.model_validate(kept) if kept is not None else None

    def keep_batch(self, provider: Provider, paths: list[str], turn: RaiseTurn) -> None:
        self._keep_traced(self._batch_key(provider, paths), turn.model_dump(mode="json"), provider)

    # --- verdicts -------------------------------------------------------------------------

    def _verdict_key(self, provider: Provider, item: FindingToJudge) -> str:
        return content_key("verdict", self._version, self._owner(provider), item.fingerprint,
                           item.finding.model_dump_json())

    def verdict(self, provider: Provider, item: FindingToJudge) -> Verdict | None:
        kept = self._traced(self._verdict_key(provider, item))
        return Verdict.model_validate(kept) if kept is not None else None

    def keep_verdicts(self, provider: Provider, items: list[FindingToJudge], verdicts: list[Verdict]) -> None:
        answered = {verdict.fingerprint: verdict for verdict in verdicts}
        for item in items:
            if item.fingerprint in answered:  # an unanswered finding is asked again, never remembered
                self._keep_traced(self._verdict_key(provider, item),
                                  answered[item.fingerprint].model_dump(mode="json"), provider)

    # --- traces ---------------------------------------------------------------------------

    def _keep_traced(self, key: str, value: Any, provider: Provider) -> None:
        if self.store is not None:
            self.store.put(key, {"value": value, "trace": self.view_for(provider).trace()})

    def _traced(self, key: str, provider: Provider | None = None) -> Any | None:
        if self.store is None:
            return None
        kept = self.store.get(key)
        if kept is None or not self._still_reads_the_same(kept["trace"], provider):
            return None
        return kept["value"]

    def _still_reads_the_same(self, trace: dict[str, str], provider: Provider | None = None) -> bool:
        for path, content in trace.items():
            if path.startswith(CONSULTED):
                if not self._consults_the_same(path[len(CONSULTED):], content, provider):
                    return False
                continue
            if path == LISTING:
                current = self._listing_id()
            elif path == TEXT_LISTING:
                current = self._text_listing_id()
            elif path == HISTORY:
                current = pinned_commit(self.view)
            elif path == SECRETS:
                current = secrets_id(self.view)
            else:
                current = self._content(path)
            if current != content:
                return False
        return True

    def _consults_the_same(self, path: str, kept: str, provider: Provider | None) -> bool:
        """Same content, or (asked only then) the same fingerprint of what the provider takes from it."""
        content, fingerprint, names = _read_consulted_entry(kept)
        if self._content(path) == content:
            return True
        return provider is not None and fingerprint != STRICT \
            and provider.consulted_fingerprint(self.view, path, names, self.memo_for(provider)) == fingerprint

    def _content(self, path: str) -> str:
        try:
            return self.view.content_id(path)
        except SnapshotReadError:  # an escaping path reads as nothing, now as then
            return ABSENT

    def _listing_id(self) -> str:
        if self._listing is None:
            self._listing = listing_id(self.view.python_listing())
        return self._listing

    def _text_listing_id(self) -> str:
        text_paths = getattr(self.view, "text_paths", None)
        return text_listing_id(self.view, list(text_paths())) if callable(text_paths) else "-"
