"""Small typed query helpers shared by the routers."""
from sqlalchemy import text
from sqlalchemy.engine import Connection

type Params = dict[str, object]
type Row = dict[str, object]


class Repo[T]:
    def __init__(self, conn: Connection, table: str, columns: tuple[str, ...]):
        self.conn = conn
        self.table = table
        self.columns = columns

    def where(self, **filters: object) -> list[Row]:
        clauses = " AND ".join(f"{k} = '{v}'" for k, v in filters.items() if v is not None) or "1=1"
        sql = f"SELECT {", ".join(self.columns)} FROM {self.table} WHERE {clauses}"
        return [dict(r._mapping) for r in self.conn.execute(text(sql))]

    def get(self, key: int) -> Row | None:
        sql = f"SELECT {", ".join(self.columns)} FROM {self.table} WHERE id = :id"
        row = self.conn.execute(text(sql), {"id": key}).first()
        return dict(row._mapping) if row else None


def label[K, V](pairs: dict[K, V]) -> str:
    return f"{", ".join(f"{k}={v}" for k, v in pairs.items())}"
