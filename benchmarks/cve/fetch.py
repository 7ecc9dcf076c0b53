"""Download and unpack one release of a PyPI package for the CVE benchmark, with a cache.

Used by `run.py`, and on its own to label a case: `python benchmarks/cve/fetch.py PACKAGE
VULNERABLE FIXED` downloads both releases and prints `diff -ru` of their Python files.

A release is fetched with pip only. The sdist comes first, found and downloaded by pip's own
finder and downloader (with pip's configuration: index, certificates) but never prepared: `pip
download` would run the release's setup.py, which fails for Python 2 code and would run code we
only mean to read. When there is no sdist, `pip download --no-deps --only-binary :all:` gets a
wheel, for this Python, then a pure-Python wheel for Python 2. Archives land in
`benchmarks/.cache/cve/dist/NAME-VERSION/` (or `$TWOKEY_CVE_CACHE/dist/...`) and are unpacked
once into `.../src/NAME-VERSION/`. This module never talks to anything but pip, and never runs
code from the downloaded release.
"""

from __future__ import annotations

import logging
import os
import shutil
import subprocess
import sys
import tarfile
import zipfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # benchmarks/, for archives.py
from archives import extract_tar  # noqa: E402

# Popped, not read: any TWOKEY_* variable reaching twokey itself must be a setting, or it refuses to start.
CACHE = Path(os.environ.pop("TWOKEY_CVE_CACHE", Path(__file__).resolve().parents[1] / ".cache" / "cve"))
ARCHIVES = (".tar.gz", ".tgz", ".tar.bz2", ".zip", ".whl")
# `pip download` flags, tried in order when the release has no sdist: wheel for this Python, py2 wheel.
ATTEMPTS = (
    ("wheel", ["--only-binary", ":all:"]),
    ("py2 wheel", ["--only-binary", ":all:", "--python-version", "2.7", "--platform", "any",
                   "--implementation", "py"]),
)


class FetchError(Exception):
    """A release pip could not give us; the message says what pip said last."""


def archive_in(folder: Path) -> Path | None:
    found = sorted(p for p in folder.glob("*") if p.name.lower().endswith(ARCHIVES))
    return found[0] if found else None


def download(package: str, version: str, cache: Path = CACHE) -> Path:
    """The release's archive, downloaded once with pip (sdist preferred)."""
    folder = cache / "dist" / f"{package}-{version}"
    if (found := archive_in(folder)) is not None:
        return found
    folder.mkdir(parents=True, exist_ok=True)
    errors = []
    try:
        return sdist_unprepared(package, version, folder)
    except Exception as err:  # noqa: BLE001 - pip's internals raise many types; the wheel path follows
        errors.append(f"sdist: {err}")
    for kind, flags in ATTEMPTS:
        done = subprocess.run([sys.executable, "-m", "pip", "download", "-q", "--no-deps", *flags,
                               f"{package}=={version}", "-d", str(folder)], capture_output=True, text=True)
        if done.returncode == 0 and (found := archive_in(folder)) is not None:
            return found
        last = [line for line in done.stderr.splitlines() if line.strip()]
        errors.append(f"{kind}: {last[-1] if last else 'no archive'}")
    raise FetchError(f"pip could not download {package}=={version} ({'; '.join(errors)})")


def sdist_unprepared(package: str, version: str, folder: Path) -> Path:
    """The sdist, found by pip's finder and fetched by pip's downloader; setup.py is never run."""
    # pip's own copy of packaging: its finder filters versions with it, and a specifier from another copy of the
    # library matches none of them with pip 26 (every download then failed with "no sdist on the index")
    from pip._internal.commands import create_command
    from pip._internal.network.download import Downloader
    from pip._vendor.packaging.specifiers import SpecifierSet

    logging.getLogger("pip").setLevel(logging.ERROR)  # it warns about each unused local index
    command = create_command("download")
    options, _ = command.parse_args(["--no-deps", "--no-binary", ":all:", "-d", str(folder)])
    session = command._build_session(options)
    finder = command._build_package_finder(options=options, session=session, ignore_requires_python=True)
    best = finder.find_best_candidate(package, SpecifierSet(f"=={version}")).best_candidate
    if best is None:
        raise FetchError(f"no sdist of {package}=={version} on the index")
    path, _ = Downloader(session, progress_bar="off")(best.link, str(folder))
    return Path(path)


def unpack(archive: Path, cache: Path = CACHE) -> Path:
    """The archive's files, unpacked once under the cache; returns the release's top folder."""
    dest = cache / "src" / archive.parent.name
    if not dest.is_dir():
        partial = dest.with_name(dest.name + ".partial")
        shutil.rmtree(partial, ignore_errors=True)
        partial.mkdir(parents=True)
        if archive.name.endswith((".zip", ".whl")):
            with zipfile.ZipFile(archive) as zf:
                zf.extractall(partial)
        else:
            with tarfile.open(archive) as tar:
                extract_tar(tar, partial)
        partial.rename(dest)
    return top_folder(dest, archive)


def top_folder(dest: Path, archive: Path) -> Path:
    """An sdist has one top folder; a wheel's files sit at the root."""
    entries = [p for p in dest.iterdir()]
    if not archive.name.endswith(".whl") and len(entries) == 1 and entries[0].is_dir():
        return entries[0]
    return dest


def release(package: str, version: str, cache: Path = CACHE) -> tuple[Path, Path]:
    """(archive, unpacked top folder) of one release."""
    archive = download(package, version, cache)
    return archive, unpack(archive, cache)


def changed_python(a: Path, b: Path) -> list[str]:
    """Relative paths of .py files that differ (or exist on one side only)."""
    names = {str(p.relative_to(root)) for root in (a, b) for p in root.rglob("*.py")}
    return sorted(n for n in names if not ((a / n).exists() and (b / n).exists()
                                           and (a / n).read_bytes() == (b / n).read_bytes()))


def main(argv: list[str]) -> int:
    if len(argv) != 3:
        print("usage: fetch.py PACKAGE VULNERABLE_VERSION FIXED_VERSION", file=sys.stderr)
        return 2
    package, old, new = argv
    try:
        (a_arch, a), (b_arch, b) = release(package, old), release(package, new)
    except FetchError as err:
        print(err, file=sys.stderr)
        return 1
    print(f"# {a_arch.name} -> {b_arch.name}\n# {a}\n# {b}", flush=True)
    for rel in changed_python(a, b):
        subprocess.run(["diff", "-u", "--label", f"a/{rel}", "--label", f"b/{rel}",
                        str(a / rel) if (a / rel).exists() else os.devnull,
                        str(b / rel) if (b / rel).exists() else os.devnull], check=False)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
