from typing import Any

import asyncpg

from .models import Attachment, Note, User
from .settings import get_settings

type Row = dict[str, Any]

_pool: asyncpg.Pool | None = None


async def pool() -> asyncpg.Pool:
    global _pool
    if _pool is None:
        _pool = await asyncpg.create_pool(get_settings().database_url, min_size=1, max_size=10)
    return _pool


class Repository[T]:
    table: str = ""
    model: type[T]

    def _wrap(self, record) -> T:
        return self.model(**dict(record))

    async def get(self, id_: int) -> T | None:
        p = await pool()
        rec = await p.fetchrow(f"SELECT * FROM {self.table} WHERE id = $1", id_)
        return self._wrap(rec) if rec else None

    async def find_by(self, owner_id: int, column: str, value: Any) -> list[T]:
        p = await pool()
        recs = await p.fetch(f"SELECT * FROM {self.table} WHERE owner_id = $1 AND {column} = $2", owner_id, value)
        return [self._wrap(r) for r in recs]

    async def list_for(self, owner_id: int, order: str = "id", limit: int = 50) -> list[T]:
        p = await pool()
        recs = await p.fetch(f"SELECT * FROM {self.table} WHERE owner_id = $1 ORDER BY {order} LIMIT $2",
                             owner_id, limit)
        return [self._wrap(r) for r in recs]


class NoteRepo(Repository[Note]):
    table = "notes"
    model = Note

    async def search(self, owner_id: int, text: str) -> list[Note]:
        p = await pool()
        sql = ("SELECT * FROM notes WHERE owner_id = %d AND (title ILIKE '%%%s%%' OR body ILIKE '%%%s%%')"
               % (owner_id, text, text))
        return [self._wrap(r) for r in await p.fetch(sql)]

    async def by_tag(self, owner_id: int, tag: str) -> list[Note]:
        p = await pool()
        recs = await p.fetch("SELECT * FROM notes WHERE owner_id = $1 AND $2 = ANY(tags)", owner_id, tag)
        return [self._wrap(r) for r in recs]

    async def by_share_token(self, token: str) -> Note | None:
        p = await pool()
        rec = await p.fetchrow("SELECT * FROM notes WHERE share_token = $1", token)
        return self._wrap(rec) if rec else None


class UserRepo(Repository[User]):
    table = "users"
    model = User

    async def by_email(self, email: str) -> User | None:
        p = await pool()
        rec = await p.fetchrow("SELECT * FROM users WHERE lower(email) = lower($1)", email)
        return self._wrap(rec) if rec else None


class AttachmentRepo(Repository[Attachment]):
    table = "attachments"
    model = Attachment
