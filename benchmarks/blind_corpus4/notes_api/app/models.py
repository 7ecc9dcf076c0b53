from dataclasses import dataclass, field
from datetime import datetime


@dataclass
class User:
    id: int
    email: str
    password_hash: str
    display_name: str = ""


@dataclass
class Note:
    id: int
    owner_id: int
    title: str
    body: str
    tags: list[str] = field(default_factory=list)
    created_at: datetime | None = None
    share_token: str | None = None


@dataclass
class Attachment:
    id: int
    note_id: int
    filename: str
    stored_as: str
    size: int
