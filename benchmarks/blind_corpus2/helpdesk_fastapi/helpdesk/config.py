import os
from dataclasses import dataclass, field
from pathlib import Path

type JSONScalar = str | int | float | bool | None
type JSONValue = JSONScalar | list[JSONValue] | dict[str, JSONValue]


def _env_bool(name: str, default: bool = False) -> bool:
    raw = os.environ.get(name)
    if raw is None:
        return default
    return raw.strip().lower() in {"1", "true", "yes", "on"}


@dataclass(frozen=True)
class Settings:
    database: Path = Path(os.environ.get("HELPDESK_DB", "/var/lib/helpdesk/helpdesk.db"))
    upload_dir: Path = Path(os.environ.get("HELPDESK_UPLOADS", "/var/lib/helpdesk/uploads"))
    debug: bool = _env_bool("HELPDESK_DEBUG")
    public_url: str = os.environ.get("HELPDESK_PUBLIC_URL", "https://helpdesk.example.org")
    allowed_hook_hosts: frozenset[str] = field(
        default_factory=lambda: frozenset(
            h.strip() for h in os.environ.get("HELPDESK_HOOK_HOSTS", "hooks.slack.com,chat.googleapis.com").split(",")
        )
    )
    extra: dict[str, JSONValue] = field(default_factory=dict)


settings = Settings()
