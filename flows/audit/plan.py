"""Which files an audit analyses: every one, or what changed since the last finished audit.

Owns that decision and the reasons it gives. An incremental audit analyses the Python files
whose content differs from the last audited commit's, plus the files that audit marked to
revisit (their outcome can change while their text does not), plus the files whose kept raise
consulted another file that changed (a module it imports); every other file's outcome is
the one already in the backlog. Anything that could make that untrue (new settings,
providers or twokey code, a commit git no longer has, a provider that raises across files)
makes the audit a full one, and the summary says why.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

import git

from agent_providers.seam import Provider, module_digest
from tickets.ledger import AuditMark
from tickets.models import Slot
from twokey.kernel.contentstore import content_key
from twokey.kernel.coverage import SkipKind, SkippedFile
from twokey.kernel.settings import Settings
from twokey.kernel.snapshot import Snapshot

# Settings that decide which files are read and what is said about them; the others do not.
RESULT_KEYS = ("include", "exclude", "max_file_size", "lenses", "agent_a", "agent_b", "batch_size")
# twokey's own code that decides an audit's result: any change to it means a full audit.
AUDIT_CODE = ("flows.audit", "tickets.fingerprint", "tickets.models", "tickets.records", "tickets.store",
              "tickets.ledger", "twokey.kernel.snapshot", "twokey.kernel.codeview")


@dataclass
class AuditPlan:
    """The files this audit analyses, and what it builds on."""

    paths: list[str]
    since: AuditMark | None = None  # the finished audit this one builds on; None: a full audit
    why_full: str = ""
    changed: int = 0  # Python files whose content differs from the last audited commit's (new ones too)
    revisited: int = 0  # unchanged files analysed again because their outcome can change anyway
    carried: int = 0  # files not analysed: unchanged, their outcome is the one in the backlog
    carried_skips: list[SkippedFile] = field(default_factory=list)  # not analysed then, unchanged since

    @property
    def incremental(self) -> bool:
        return self.since is not None


def config_digest(settings: Settings, slots: dict[Slot, Provider]) -> str:
    """Everything besides the code that decides an audit's result."""
    values = settings.model_dump(mode="json", include=set(RESULT_KEYS))
    identities = [f"{slot.value}={provider.cache_identity()}" for slot, provider in sorted(slots.items())]
    return content_key(repr(sorted(values.items())), *identities, module_digest(*AUDIT_CODE))


def plan_audit(repo: git.Repo, snapshot: Snapshot, mark: AuditMark | None, settings: Settings,
               slots: dict[Slot, Provider], stale: Callable[[str], bool] | None = None) -> AuditPlan:
    """STALE tells, for an unchanged file, whether a provider's kept raise of it consulted something that
    changed since (or is not kept at all); it says False when no provider's raise consults other files."""
    everything = snapshot.python_paths
    why_full = _why_full(repo, mark, settings, slots)
    if why_full or mark is None:
        return AuditPlan(everything, why_full=why_full or "no finished audit of this repository in the backlog")
    # When no Python file was added, removed or changed since the mark (the nightly case: often the same
    # commit, which needs no listing of the mark's tree), nothing a kept raise consulted reads differently, so
    # no unchanged file can be stale: its traces need no reading. (With the same settings: see `_why_full`.)
    if mark.commit == snapshot.target.commit:
        changed: set[str] = set()
        same_files = True
    else:
        before = _blob_ids(repo, mark.commit)
        changed = {path for path in everything if before.get(path) != snapshot.content_id(path)}
        same_files = not changed and {path for path in before if path.endswith(".py")} == set(everything)
    revisit = (set(mark.revisit) & set(everything)) - changed
    if stale is not None and not same_files:
        revisit |= {path for path in everything if path not in changed and path not in revisit and stale(path)}
    paths = [path for path in everything if path in changed or path in revisit]
    carried = set(everything) - set(paths)
    carried_skips = [SkippedFile(path, reason, SkipKind(kind)) for path, (kind, reason) in sorted(mark.gaps.items())
                     if path in carried]
    return AuditPlan(paths, since=mark, changed=len(changed), revisited=len(revisit), carried=len(carried),
                     carried_skips=carried_skips)


def _why_full(repo: git.Repo, mark: AuditMark | None, settings: Settings, slots: dict[Slot, Provider]) -> str:
    if settings.full:
        return "--full (or full = true) asks for every file"
    if mark is None:
        return "no finished audit of this repository in the backlog"
    if mark.config != config_digest(settings, slots):
        return "settings, providers or twokey itself changed since the last finished audit"
    across = [f"{slot.value} ({provider.name}:{provider.model})" for slot, provider in sorted(slots.items())
              if not provider.raises_per_file]
    if across:
        return f"{', '.join(across)} raises across files, so any change may change any file's findings"
    try:
        repo.commit(mark.commit)
    except (ValueError, git.BadName, git.GitCommandError):
        return f"the last audited commit {mark.commit[:8]} is not in this repository any more"
    return ""


def _blob_ids(repo: git.Repo, commit: str) -> dict[str, str]:
    """Path -> blob id of every file in COMMIT: one `git ls-tree`, no blob read."""
    listing = repo.git.ls_tree("-r", "-z", "--full-tree", commit)
    blobs = {}
    for entry in listing.split("\0"):
        if not entry:
            continue
        meta, _, path = entry.partition("\t")
        mode, kind, sha = meta.split()
        if kind == "blob" and mode != "120000":  # a symlink is never read, whatever it points to
            blobs[path] = sha
    return blobs
