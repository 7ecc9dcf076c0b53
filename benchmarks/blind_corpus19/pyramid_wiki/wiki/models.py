from dataclasses import dataclass, field
from datetime import datetime


@dataclass
class Revision:
    page: str
    author: str
    summary: str
    created: datetime = field(default_factory=datetime.utcnow)


@dataclass
class Page:
    name: str
    body: str
    revisions: list = field(default_factory=list)

    def add_revision(self, author, summary):
        self.revisions.append(Revision(self.name, author, summary))
