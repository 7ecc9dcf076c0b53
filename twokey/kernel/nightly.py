"""The team lead's nightly config: which repositories `twokey serve --config FILE` schedules, when, and how.

    timezone = "Europe/Berlin"      # a settings key at the top applies to every repository below
    [[repositories]]
    path = "../billing"             # relative to this file
    cron = "0 2 * * *"
    [[repositories]]
    path = "/srv/legacy/shop"
    cron = "30 2 * * *"

Each repository's own `[tool.twokey]` or `twokey.toml` still applies beneath what this file sets.
The whole file is checked before anything is registered: every problem is one line naming the
file, the entry and the key (exit 2). This module never talks to Prefect.
"""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from twokey.kernel.errors import TargetError
from twokey.kernel.settings import KEYS, Settings, SettingsError, check_keys, load_settings
from twokey.kernel.snapshot import open_target

ENTRY_KEYS = ("path",)
TOP_KEYS = ("repositories",)


class NightlyConfigError(SettingsError):
    """The nightly config cannot be used as written; nothing was registered."""


@dataclass(frozen=True)
class NightlyRepository:
    """One repository to audit every night, with the settings this config gives its runs."""

    root: Path
    name: str
    overrides: dict[str, Any]  # what this file sets (top-level defaults, then the entry): the runs' overrides
    settings: Settings  # effective: defaults < the repository's own config < TWOKEY_* < this file


def load_nightly(path: Path, flags: dict[str, Any] | None = None) -> list[NightlyRepository]:
    """Every repository of the config at PATH, checked; a one-line error for the first problem.

    FLAGS (the command line's settings) override every repository's entry, as flags override config.
    """
    config = Path(path).expanduser()
    try:
        document = tomllib.loads(config.read_text(encoding="utf-8"))
    except FileNotFoundError:
        raise NightlyConfigError(f"{config}: no such file; write a nightly config with a [[repositories]] "
                                 "table per repository (see README, 'Nightly audits')") from None
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as error:
        raise NightlyConfigError(f"{config}: cannot be read as TOML ({error}); fix the file, nothing was "
                                 "registered") from None
    return repositories_in(document, config.resolve().parent, str(config), flags or {})


def repositories_in(document: dict[str, Any], base: Path, where: str,
                    flags: dict[str, Any]) -> list[NightlyRepository]:
    entries = document.get("repositories")
    if not isinstance(entries, list) or not entries or not all(isinstance(e, dict) for e in entries):
        raise NightlyConfigError(f"{where}: needs at least one [[repositories]] table with a path; "
                                 "nothing was registered")
    shared = _checked({k: v for k, v in document.items() if k not in TOP_KEYS}, where, TOP_KEYS)
    repositories = [_entry(entry, shared, flags, base, f"{where} [[repositories]] #{number}")
                    for number, entry in enumerate(entries, start=1)]
    _refuse_duplicates(repositories, where)
    return repositories


def _checked(table: dict[str, Any], where: str, own_keys: tuple[str, ...]) -> dict[str, Any]:
    unknown = [key for key in table if str(key).replace("-", "_") not in KEYS]
    if unknown:
        raise NightlyConfigError(f"{where}: unknown key {unknown[0]!r}; known keys: {', '.join(own_keys)}, and "
                                 f"any setting: {', '.join(KEYS)}")
    return check_keys(table, where)


def _entry(entry: dict[str, Any], shared: dict[str, Any], flags: dict[str, Any], base: Path,
           where: str) -> NightlyRepository:
    raw = entry.get("path")
    if not isinstance(raw, str) or not raw.strip():
        raise NightlyConfigError(f"{where}: needs path = \"/folder/of/a/git/repository\"")
    overrides = shared | _checked({k: v for k, v in entry.items() if k not in ENTRY_KEYS}, where, ENTRY_KEYS) | flags
    try:
        _, target = open_target(base / Path(raw).expanduser())
    except TargetError as error:
        raise NightlyConfigError(f"{where}: {error}") from None
    if target.bare and not Path(overrides.get("backlog", "")).expanduser().is_absolute():
        raise NightlyConfigError(f"{where}: repository {target.root} is bare; give it backlog = \"/an/absolute/dir\"")
    settings = load_settings(None if target.bare else target.root, overrides).settings
    return NightlyRepository(root=target.root, name=target.name, overrides=overrides, settings=settings)


def _refuse_duplicates(repositories: list[NightlyRepository], where: str) -> None:
    seen: set[Path] = set()
    for repository in repositories:
        if repository.root in seen:
            raise NightlyConfigError(f"{where}: repository {repository.root} is listed twice; list it once")
        seen.add(repository.root)
