from dataclasses import dataclass, field
from datetime import datetime, timezone
from enum import StrEnum

type TicketId = int
type UserId = int


class Status(StrEnum):
    OPEN = "open"
    PENDING = "pending"
    SOLVED = "solved"
    CLOSED = "closed"


@dataclass
class Ticket:
    id: TicketId
    title: str
    body: str
    requester: str
    status: Status = Status.OPEN
    assignee: UserId | None = None
    created_at: datetime = field(default_factory=lambda: datetime.now(timezone.utc))

    def as_dict(self) -> dict[str, object]:
        return {
            "id": self.id,
            "title": self.title,
            "body": self.body,
            "requester": self.requester,
            "status": str(self.status),
            "assignee": self.assignee,
            "created_at": self.created_at.isoformat(),
        }


@dataclass
class Page[T]:
    items: list[T]
    total: int
    offset: int = 0

    @property
    def has_more(self) -> bool:
        return self.offset + len(self.items) < self.total


@dataclass
class CannedResponse:
    id: int
    name: str
    body: str
    author: UserId
