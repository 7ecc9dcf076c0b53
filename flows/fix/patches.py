"""Sealed patches: a critic's unified diff, stored 0600 and sealed with its SHA-256.

The writer applies a patch only through `apply_sealed`, which re-reads the stored bytes,
checks the mode and the digest, and applies exactly the bytes it checked. One changed
byte refuses the patch and leaves the worktree untouched. An unapplied patch blocks closing.
"""

from __future__ import annotations

import hashlib
import os
import subprocess
from dataclasses import dataclass, field
from pathlib import Path

from agent_providers.seam import SealedPatch
from twokey.kernel.errors import TwokeyError

PATCH_MODE = 0o600


class PatchRefused(TwokeyError):
    """A sealed patch failed its seal or did not apply; nothing was applied."""


@dataclass
class PatchBook:
    """Every patch sealed in one fix run, and which of them the writer applied."""

    directory: Path
    sealed: list[SealedPatch] = field(default_factory=list)
    applied: set[int] = field(default_factory=set)

    def seal(self, diff: str, author: str) -> SealedPatch:
        data = diff.encode("utf-8")
        self.directory.mkdir(parents=True, exist_ok=True, mode=0o700)
        number = len(self.sealed) + 1
        path = self.directory / f"patch-{number:02d}.diff"
        descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, PATCH_MODE)
        try:
            os.write(descriptor, data)
            os.fsync(descriptor)
        finally:
            os.close(descriptor)
        patch = SealedPatch(number=number, path=path, sha256=hashlib.sha256(data).hexdigest(), author=author)
        self.sealed.append(patch)
        return patch

    def unapplied(self) -> list[SealedPatch]:
        return [patch for patch in self.sealed if patch.number not in self.applied]


def verified_bytes(patch: SealedPatch) -> bytes:
    """The patch's bytes, if and only if its mode is 0600 and its SHA-256 matches the seal."""
    try:
        mode = patch.path.stat().st_mode & 0o777
        data = patch.path.read_bytes()
    except OSError as error:
        raise PatchRefused(f"sealed patch {patch.number} at {patch.path} cannot be read ({error.strerror}); "
                           "nothing was applied") from None
    if mode != PATCH_MODE:
        raise PatchRefused(f"sealed patch {patch.number} at {patch.path} has mode {mode:o}, not 600; "
                           "nothing was applied")
    digest = hashlib.sha256(data).hexdigest()
    if digest != patch.sha256:
        raise PatchRefused(f"sealed patch {patch.number} does not match its seal (sha256 {digest[:16]}..., sealed "
                           f"{patch.sha256[:16]}...); nothing was applied")
    return data


def apply_sealed(book: PatchBook, patch: SealedPatch, worktree: Path) -> None:
    """Verify PATCH's seal, then apply exactly the verified bytes in WORKTREE, all or nothing."""
    data = verified_bytes(patch)
    for check_only in (True, False):
        argv = ["git", "apply", "--whitespace=nowarn", *(["--check"] if check_only else []), "-"]
        result = subprocess.run(argv, cwd=worktree, input=data, capture_output=True, timeout=60)
        if result.returncode != 0:
            reason = result.stderr.decode("utf-8", "replace").strip().splitlines()
            first = reason[0] if reason else "git apply failed"
            raise PatchRefused(f"sealed patch {patch.number} does not apply ({first}); nothing was applied")
    book.applied.add(patch.number)
