"""The one source of defaults: the `Settings` model, and how config files, environment and flags layer on it.

Precedence, lowest first: the defaults here, `[tool.twokey]` in the target's `pyproject.toml`
or its `twokey.toml`, `TWOKEY_*` environment variables, then command-line flags. Every
value remembers where it came from, so `twokey config show` can say. A bad key or value is
one line naming the file (or variable, or flag), the key and what is allowed.
"""

from __future__ import annotations

import json
import os
import tomllib
from collections.abc import Mapping
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path
from typing import Any, Literal, get_args
from zoneinfo import ZoneInfo, ZoneInfoNotFoundError

from cronsim import CronSim, CronSimError
from pydantic import (
    BaseModel,
    ConfigDict,
    Field,
    ValidationError,
    create_model,
    field_validator,
)
from pydantic.fields import FieldInfo

from twokey.kernel.errors import UsageError
from twokey.kernel.paths import DEFAULT_BACKLOG, MAX_FILE_BYTES

ENV_PREFIX = "TWOKEY_"
DEFAULT_SOURCE = "default"
# twokey's own state variables, not settings: TWOKEY_HOME is where run state lives; TWOKEY_AGENT marks an
# agent's child process (`twokey runs` refuses to act in one).
NOT_SETTINGS = frozenset({"TWOKEY_HOME", "TWOKEY_AGENT"})
FAIL_ON_KINDS = ("new", "open")
# The ticket severities, lowest first (tickets.models.Severity sits a layer above; a test keeps them equal).
SEVERITY_NAMES = ("low", "medium", "high", "critical")


class Settings(BaseModel):
    """Every option twokey has a default for. Keys are the same in config, `TWOKEY_<KEY>` and `--<key>`."""

    model_config = ConfigDict(extra="forbid", frozen=True, validate_default=True)

    backlog: str = Field(default=DEFAULT_BACKLOG.as_posix(),
                         description="the backlog folder, relative to the repository root unless absolute")
    include: list[str] = Field(default=["*.py"], min_length=1,
                               description="globs of the files to audit (repository-relative)")
    exclude: list[str] = Field(default_factory=list,
                               description="folders or globs never audited (repository-relative)")
    lenses: list[str] = Field(default=["security"], min_length=1,
                              description="what raisers look for: security, concurrency, resource, error-handling, "
                                          "data-integrity, architecture")
    agent_a: str = Field(default="builtin", min_length=1, description="provider spec name[:model] for slot agent_a")
    agent_b: str = Field(default="builtin", min_length=1, description="provider spec name[:model] for slot agent_b")
    writer: str = Field(default="builtin", min_length=1, description="provider spec for the fix writer")
    critic: str = Field(default="builtin", min_length=1, description="provider spec for the read-only fix critic")
    max_turns: int | None = Field(default=None, ge=1, description="turn ceiling, checked before each call")
    max_minutes: float | None = Field(default=None, gt=0, description="wall-clock ceiling in minutes")
    max_tokens: int | None = Field(default=None, ge=1, description="token ceiling across the run's model calls")
    max_usd: float | None = Field(default=None, ge=0, description="spend ceiling in US dollars")
    allow_model_calls: bool = Field(
        default=False, description="let a run call a paid model without a spend ceiling "
                                   "(otherwise such a run is blocked before any call)")
    # The CLI agents (claude:MODEL, codex:MODEL); their credentials stay in their own variables and logins.
    cli_timeout: float = Field(default=900.0, gt=0, description="seconds a claude or codex call may take before its "
                                                               "process group is killed; a kill after the request "
                                                               "was sent leaves the run ambiguous")
    codex_base_url: str | None = Field(default=None, pattern=r"^https?://[^\s]+$",
                                       description="a Responses-API base URL for codex (a local server); unset: "
                                                   "codex's own OpenAI provider")
    test_command: str | None = Field(default=None, min_length=1,
                                     description="the target's test command (default: detect pytest)",
                                     json_schema_extra={"aliases": ["--test-cmd"]})
    test_timeout: float = Field(default=600.0, gt=0, description="seconds before a test run is killed",
                                json_schema_extra={"aliases": ["--timeout"]})
    autonomy: Literal["auto", "semi", "observe"] = Field(
        default="auto",
        description="auto: commit when the gates pass; semi: ask a person first; observe: commit nothing")
    max_rounds: int = Field(default=3, ge=1, description="writer/critic rounds before a fix is blocked")
    on_existing_branch: Literal["refuse", "suffix"] = Field(
        default="refuse", description="if twokey/fix-TICKET exists: refuse, or use a -2, -3 ... suffix")
    approval_timeout: int = Field(default=3600, ge=1, description="semi: seconds to wait for a person's answer")
    approval_poll: float = Field(default=5.0, gt=0, description="semi: seconds between checks for an answer")
    cron: str = Field(default="0 2 * * *", description="the nightly audit's cron schedule")
    timezone: str = Field(default="UTC", description="the cron schedule's IANA time zone")
    max_file_size: int = Field(default=MAX_FILE_BYTES, ge=1, description="files larger than this many bytes are "
                                                                           "skipped, and listed as skipped")
    batch_size: int = Field(default=200, ge=1, description="files per raise task")
    full: bool = Field(default=False, description="audit every file, not only what changed since the last "
                                                  "finished audit")
    workers: int | None = Field(default=None, ge=1, description="processes that raise in parallel; none means "
                                                                "every core this process may use")
    # API models (openai:MODEL, anthropic:MODEL, local:MODEL[@URL]); keys stay in the provider's own variables.
    model_base_url: str = Field(default="http://127.0.0.1:11434/v1", pattern=r"^https?://[^\s]+$",
                                description="OpenAI-compatible base URL for local:MODEL specs without @URL "
                                            "(Ollama's default; a llama.cpp server or vLLM works too)")
    model_timeout: float = Field(default=120.0, gt=0, description="seconds an API model request may take; a "
                                                                  "timeout after sending leaves the run ambiguous")
    model_max_output_tokens: int = Field(default=2048, ge=16, description="output tokens an API model may write "
                                                                          "per request (also bounds the ceilings' "
                                                                          "estimate of the next call)")
    model_temperature: float = Field(default=0.0, ge=0, le=2, description="sampling temperature for API models")
    model_tools: Literal["auto", "on", "off"] = Field(
        default="auto", description="read-only snapshot tools for API models; auto: on for openai/anthropic, off "
                                    "for local models, which get the files inline instead")
    model_inline_chars: int = Field(default=24000, ge=1000, description="characters of source put inline in a "
                                                                        "prompt when tools are off")
    price_table: str | None = Field(default=None, min_length=1,
                                    description="TOML file of USD per million tokens by spec, overriding the "
                                                "built-in genai-prices table, e.g. [\"openai:gpt-5\"] input = 1.25 "
                                                "output = 10")
    fail_on: str | None = Field(default=None, description="exit 1 when a finished audit leaves such tickets: new or "
                                                          "open, optionally :SEVERITY (low, medium, high, critical) "
                                                          "for that severity and above, e.g. new:medium",
                                  json_schema_extra={"metavar": "new|open[:SEVERITY]"})
    allow_untested: bool = Field(default=False, description="accept a fix whose baseline tests cannot serve as "
                                                            "evidence (they error, collect nothing or cannot start); "
                                                            "the commit and the ticket then say untested")
    provider_slots: int = Field(default=2, ge=1, description="calls at once per provider across every run on the "
                                                          "Prefect server, when twokey creates the limit "
                                                          "twokey-calls-<provider>")
    missing_limits: Literal["create", "refuse"] = Field(
        default="create", description="a missing Prefect concurrency limit: create it, or refuse to run")
    slot_timeout: float | None = Field(default=None, gt=0, description="seconds a run waits for a concurrency slot "
                                                                        "before it ends waiting_quota; none: as long "
                                                                        "as it takes")

    @field_validator("fail_on")
    @classmethod
    def _fail_on_parses(cls, value: str | None) -> str | None:
        if value is not None:
            parse_fail_on(value)
        return value

    @field_validator("cron")
    @classmethod
    def _cron_parses(cls, value: str) -> str:
        try:
            CronSim(value, datetime(2000, 1, 1))
        except (CronSimError, ValueError) as error:
            raise ValueError(f"not a cron expression ({error}); use five fields such as '0 2 * * *'") from None
        return value

    @field_validator("timezone")
    @classmethod
    def _zone_exists(cls, value: str) -> str:
        try:
            ZoneInfo(value)
        except (ZoneInfoNotFoundError, ValueError):
            raise ValueError("not an IANA time zone; use a name such as UTC or Europe/Berlin") from None
        return value

    def backlog_dir(self, root: Path) -> Path:
        path = Path(self.backlog).expanduser()
        return path.resolve() if path.is_absolute() else (root / path).resolve()


KEYS = tuple(Settings.model_fields)


def parse_fail_on(value: str) -> tuple[str, str]:
    """`new|open[:SEVERITY]` -> (kind, lowest severity); the severity defaults to the lowest, `low`."""
    kind, colon, severity = value.strip().lower().partition(":")
    if kind not in FAIL_ON_KINDS or (colon and severity not in SEVERITY_NAMES):
        raise ValueError(f"use {' or '.join(FAIL_ON_KINDS)}, optionally followed by :{'|'.join(SEVERITY_NAMES)} "
                         "(e.g. new:medium)")
    return kind, severity or SEVERITY_NAMES[0]

# The same keys, every one optional: what a flag or a flow run's parameter overrides. A key left
# None is not given, so config files and the environment still apply beneath it.
def _unset_by_default(info: FieldInfo) -> tuple[Any, Any]:
    annotation: Any = info.annotation  # always set on a declared field
    return annotation | None, Field(default=None, description=info.description)


_OVERRIDE_FIELDS: dict[str, Any] = {key: _unset_by_default(info) for key, info in Settings.model_fields.items()}
SettingsOverrides = create_model(
    "SettingsOverrides", __config__=ConfigDict(extra="forbid", frozen=True), **_OVERRIDE_FIELDS)


def given(overrides: BaseModel | Mapping[str, Any] | None) -> dict[str, Any]:
    """The keys an override actually sets."""
    if overrides is None:
        return {}
    if isinstance(overrides, BaseModel):
        return overrides.model_dump(exclude_none=True)
    return {key: value for key, value in overrides.items() if value is not None}


class SettingsError(UsageError):
    """A config file, variable or flag holds a key or value twokey cannot use; nothing was run."""


@dataclass(frozen=True)
class ResolvedSettings:
    """The effective settings and, per key, where the value came from."""

    settings: Settings
    sources: dict[str, str]

    def rows(self) -> list[tuple[str, Any, str]]:
        values = self.settings.model_dump(mode="json")
        return [(key, values[key], self.sources.get(key, DEFAULT_SOURCE)) for key in KEYS]


def flag_name(key: str) -> str:
    return "--" + key.replace("_", "-")


def load_settings(root: Path | None, flags: BaseModel | Mapping[str, Any] | None = None,
                  environ: Mapping[str, str] | None = None) -> ResolvedSettings:
    """Layer config files under ROOT, the environment and FLAGS (None values are 'not given')."""
    values: dict[str, Any] = {}
    sources: dict[str, str] = {}
    layers = [*_file_layers(root), _environment_layer(os.environ if environ is None else environ),
              (given(flags), "flag")]
    for layer, source in layers:
        for key, value in layer.items():
            values[key] = value
            sources[key] = flag_name(key) if source == "flag" else _source_name(source, key)
    try:
        settings = Settings.model_validate(values)
    except ValidationError as invalid:
        raise _explained(invalid, sources) from None
    return ResolvedSettings(settings, sources)


def _source_name(source: str, key: str) -> str:
    return f"{ENV_PREFIX}{key.upper()}" if source == "env" else source


def _file_layers(root: Path | None) -> list[tuple[dict[str, Any], str]]:
    if root is None:
        return []
    layers = []
    pyproject = root / "pyproject.toml"
    if pyproject.is_file():
        table = _read_toml(pyproject).get("tool", {}).get("twokey")
        if table is not None:
            layers.append((_table(table, f"{pyproject} [tool.twokey]"), f"{pyproject} [tool.twokey]"))
    dedicated = root / "twokey.toml"
    if dedicated.is_file():
        document = _read_toml(dedicated)
        table = document.get("twokey", document) if isinstance(document.get("twokey"), dict) else document
        layers.append((_table(table, str(dedicated)), str(dedicated)))
    return layers


def _read_toml(path: Path) -> dict[str, Any]:
    try:
        return tomllib.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, tomllib.TOMLDecodeError) as error:
        raise SettingsError(f"{path}: cannot be read as TOML ({error}); fix the file, nothing was run") from None


def _table(table: Any, where: str) -> dict[str, Any]:
    if not isinstance(table, dict):
        raise SettingsError(f"{where}: must be a table of keys; known keys: {', '.join(KEYS)}")
    return {str(key).replace("-", "_"): value for key, value in table.items()}


def _environment_layer(environ: Mapping[str, str]) -> tuple[dict[str, Any], str]:
    layer = {}
    for name, raw in environ.items():
        if not name.startswith(ENV_PREFIX) or name in NOT_SETTINGS:
            continue
        key = name[len(ENV_PREFIX):].lower()
        if key not in Settings.model_fields:
            raise SettingsError(f"environment variable {name}: unknown setting; known: "
                                f"{', '.join(ENV_PREFIX + k.upper() for k in KEYS)}")
        layer[key] = _from_text(key, raw)
    return layer, "env"


def _from_text(key: str, raw: str) -> Any:
    """Environment values are text: lists are comma-separated (or JSON), an empty value is 'unset'."""
    if raw.strip() == "":
        return None
    annotation = Settings.model_fields[key].annotation
    if annotation is not None and list in (getattr(annotation, "__origin__", None), *get_args(annotation)):
        if raw.lstrip().startswith("["):
            try:
                return json.loads(raw)
            except json.JSONDecodeError:
                return raw
        return [part.strip() for part in raw.split(",") if part.strip()]
    return raw


def check_keys(table: Mapping[str, Any], where: str) -> dict[str, Any]:
    """TABLE as a partial set of settings (a serve config's entry), checked as `Settings` checks them;
    errors name WHERE. Returns it with dashes in keys made underscores."""
    keys = _table(dict(table), where)
    try:
        Settings.model_validate(keys)
    except ValidationError as invalid:
        raise _explained(invalid, dict.fromkeys(keys, where)) from None
    return keys


def _explained(invalid: ValidationError, sources: Mapping[str, str]) -> SettingsError:
    error = invalid.errors()[0]
    key = str(error["loc"][0]) if error["loc"] else "?"
    where = sources.get(key, DEFAULT_SOURCE)
    if error["type"] == "extra_forbidden":
        return SettingsError(f"{where}: unknown key {key!r}; known keys: {', '.join(KEYS)}")
    field = Settings.model_fields.get(key)
    allowed = f" ({field.description})" if field is not None and field.description else ""
    message = str(error["msg"]).removeprefix("Value error, ")
    return SettingsError(f"{where}: {key} = {error.get('input')!r} is not allowed: {message}{allowed}")
