"""The bundled sample: a small legacy Flask shop shipped as plain files, made into a git repo on demand.

`labels.yaml` beside it is the ground truth (real defects and safe look-alikes) used to
measure the builtin pair. Materialising never overwrites an existing sample repository,
so a second audit of it shows persisting tickets.
"""

from __future__ import annotations

import shutil
from importlib.resources import as_file, files
from pathlib import Path

import git

from twokey.kernel.errors import UsageError

SAMPLE_NAME = "legacy_shop"
# A fixed author and date make the sample's commit sha identical on every machine.
_AUTHOR = git.Actor("Legacy Shop Maintainers", "maintainers@legacy-shop.invalid")
_DATE = "1394184600 +0000"  # 2014-03-07 09:30 UTC


def labels_path() -> Path:
    with as_file(files("twokey.sample") / "labels.yaml") as path:
        return Path(path)


def materialise(destination: Path) -> Path:
    """Create the sample repository at DESTINATION (once) and return its path."""
    if (destination / ".git").is_dir():
        return destination
    if destination.exists() and any(destination.iterdir()):
        raise UsageError(
            f"sample folder {destination} exists and is not the sample repository; pass another --sample-dir")
    with as_file(files("twokey.sample") / "files") as source:
        shutil.copytree(source, destination, dirs_exist_ok=True,
                        ignore=shutil.ignore_patterns("__pycache__", "*.pyc"))
    repo = git.Repo.init(destination, initial_branch="main")
    repo.git.add(A=True)
    repo.index.commit("Import legacy shop", author=_AUTHOR, committer=_AUTHOR,
                      author_date=_DATE, commit_date=_DATE)
    return destination
