"""Command-line flags made from the `Settings` model, so an option is spelled out in exactly one place.

Each flag defaults to "not given" (None): config files and the environment then apply beneath
it. The help text comes from the field's description and default; choices from its type.
"""

from __future__ import annotations

import argparse
from pathlib import Path
from types import UnionType
from typing import Any, Literal, Union, get_args, get_origin

from pydantic.fields import FieldInfo

from twokey.kernel.settings import Settings, flag_name

AUDIT_KEYS: tuple[str, ...] = (
    "backlog", "include", "exclude", "lenses", "agent_a", "agent_b", "max_turns", "max_minutes", "max_tokens",
    "max_usd", "allow_model_calls", "max_file_size", "batch_size", "fail_on", "full", "workers")
FIX_KEYS: tuple[str, ...] = (
    "backlog", "writer", "critic", "agent_a", "agent_b", "test_command", "test_timeout", "autonomy", "max_rounds",
    "on_existing_branch", "approval_timeout", "approval_poll", "max_turns", "max_minutes", "max_tokens", "max_usd",
    "allow_model_calls", "allow_untested")
SERVE_KEYS: tuple[str, ...] = ("backlog", "cron", "timezone", "test_command", "agent_a", "agent_b", "writer", "critic")
# Prefect concurrency limits: what a run through Prefect (an audit, a fix, a served deployment) is throttled by.
LIMIT_KEYS = ("provider_slots", "missing_limits", "slot_timeout")
AUDIT_KEYS += LIMIT_KEYS
FIX_KEYS += LIMIT_KEYS
SERVE_KEYS += LIMIT_KEYS
# Flags naming a path are taken relative to where the command runs, unlike config (relative to the repository).
PATH_KEYS = frozenset({"backlog"})
# The CLI agents' settings (claude:, codex:) join the commands that can start an agent; dict.fromkeys keeps each once.
CLI_AGENT_KEYS = ("cli_timeout", "codex_base_url", "price_table")
AUDIT_KEYS = tuple(dict.fromkeys(AUDIT_KEYS + CLI_AGENT_KEYS))
FIX_KEYS = tuple(dict.fromkeys(FIX_KEYS + CLI_AGENT_KEYS))
PATH_KEYS = PATH_KEYS | {"price_table"}
# The API-model providers' settings (openai:, anthropic:, local:) join the same commands.
MODEL_KEYS = ("model_base_url", "model_timeout", "model_max_output_tokens", "model_temperature", "model_tools",
              "model_inline_chars", "price_table")
AUDIT_KEYS = tuple(dict.fromkeys(AUDIT_KEYS + MODEL_KEYS))
FIX_KEYS = tuple(dict.fromkeys(FIX_KEYS + MODEL_KEYS))


def add_setting_flags(parser: argparse.ArgumentParser, keys: tuple[str, ...],
                      extra_help: dict[str, str] | None = None) -> None:
    for key in keys:
        info = Settings.model_fields[key]
        names = [flag_name(key), *_aliases(info)]
        parser.add_argument(*names, dest=f"setting_{key}", default=None, help=_help(key, info, extra_help or {}),
                            **_kind(key, info))


def overrides_from(args: argparse.Namespace) -> dict[str, Any]:
    """The settings the user gave as flags; path flags are made absolute against the current folder."""
    given = {}
    for name, value in vars(args).items():
        if name.startswith("setting_") and value is not None:
            key = name.removeprefix("setting_")
            given[key] = str(Path(value).expanduser().resolve()) if key in PATH_KEYS else value
    return given


def _extra(info: FieldInfo) -> dict[str, Any]:
    return info.json_schema_extra if isinstance(info.json_schema_extra, dict) else {}


def _aliases(info: FieldInfo) -> list[str]:
    aliases = _extra(info).get("aliases", [])
    return [str(alias) for alias in aliases] if isinstance(aliases, list) else []


def _base_type(annotation: Any) -> Any:
    """`int | None` -> int; anything else as it is."""
    if get_origin(annotation) in (Union, UnionType):
        return next(arg for arg in get_args(annotation) if arg is not type(None))
    return annotation


def _kind(key: str, info: FieldInfo) -> dict[str, Any]:
    annotation = _base_type(info.annotation)
    if "metavar" in _extra(info):
        return {"metavar": str(_extra(info)["metavar"])}
    if get_origin(annotation) is list:
        return {"action": "append", "metavar": key.upper().split("_")[0]}
    if get_origin(annotation) is Literal:
        return {"choices": list(get_args(annotation))}
    if annotation is bool:
        return {"action": argparse.BooleanOptionalAction}
    if annotation in (int, float):
        return {"type": annotation, "metavar": "N" if annotation is int else "X"}
    return {"metavar": "SPEC" if key in ("agent_a", "agent_b", "writer", "critic") else key.upper().split("_")[0]}


def _help(key: str, info: FieldInfo, extra_help: dict[str, str]) -> str:
    default = info.get_default(call_default_factory=True)
    shown = "none" if default in (None, []) else ", ".join(default) if isinstance(default, list) else \
        ("on" if default else "off") if isinstance(default, bool) else default
    repeat = " (repeatable)" if get_origin(_base_type(info.annotation)) is list else ""
    more = f"; {extra_help[key]}" if key in extra_help else ""
    return f"{info.description}{repeat} (default {shown}; config key {key}){more}"
