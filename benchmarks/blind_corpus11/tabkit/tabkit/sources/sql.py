"""SQL-backed source (requires Python 3.12)."""
import sqlite3
from collections.abc import Callable, Iterator
from dataclasses import dataclass

type Row = dict[str, object]
type RowFactory[T] = Callable[[Row], T]


@dataclass
class SqlSource[T]:
    path: str
    factory: RowFactory[T] | None = None

    def _conn(self) -> sqlite3.Connection:
        c = sqlite3.connect(self.path)
        c.row_factory = sqlite3.Row
        return c

    def _wrap(self, rows: list[sqlite3.Row]) -> Iterator[T | Row]:
        for r in rows:
            d = dict(r)
            yield self.factory(d) if self.factory else d

    def get(self, table: str, key: int) -> T | Row | None:
        if not table.isidentifier():
            raise ValueError(f"bad table name {table!r}")
        rows = self._conn().execute(f'SELECT * FROM "{table}" WHERE rowid = ?', (key,)).fetchall()
        return next(self._wrap(rows), None)

    def select(self, table: str, **where: object) -> list[T | Row]:
        cond = " AND ".join(f"{k} = '{v}'" for k, v in where.items()) or "1=1"
        sql = f"SELECT * FROM {table} WHERE {cond}"
        rows = self._conn().execute(sql).fetchall()
        return list(self._wrap(rows))

    def describe(self, table: str) -> str:
        cols = [r["name"] for r in self._conn().execute("SELECT name FROM pragma_table_info(?)", (table,))]
        return f"{table}({", ".join(cols)})"
