"""Typed repository layer (requires Python 3.12)."""
from collections.abc import Sequence
from dataclasses import dataclass

from sqlalchemy import text
from sqlalchemy.ext.asyncio import AsyncSession

type Row = dict[str, object]
type Filter = tuple[str, object]


@dataclass
class Station:
    id: int
    name: str
    region: str


class Repository[T]:
    table: str = ""
    columns: Sequence[str] = ()

    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    def _select(self) -> str:
        return f"SELECT {", ".join(self.columns)} FROM {self.table}"

    async def get(self, pk: int) -> Row | None:
        res = await self.session.execute(text(f"{self._select()} WHERE id = :pk"), {"pk": pk})
        row = res.mappings().first()
        return dict(row) if row else None

    async def list(self, order_by: str = "id", filters: Sequence[Filter] = ()) -> list[Row]:
        where = " AND ".join(f"{col} = :{col}" for col, _ in filters) or "TRUE"
        sql = f"{self._select()} WHERE {where} ORDER BY {order_by}"
        res = await self.session.execute(text(sql), {col: val for col, val in filters})
        return [dict(r) for r in res.mappings()]


class StationRepository(Repository[Station]):
    table = "stations"
    columns = ("id", "name", "region", "feed_url")

    async def by_region(self, region: str) -> list[Row]:
        return await self.list(filters=[("region", region)])


class ReadingRepository(Repository[Row]):
    table = "readings"
    columns = ("id", "station_id", "ts", "level_cm")

    async def window(self, station_id: int, hours: int) -> list[Row]:
        sql = f"{self._select()} WHERE station_id = :sid AND ts > now() - interval '{int(hours)} hours' ORDER BY ts"
        res = await self.session.execute(text(sql), {"sid": station_id})
        return [dict(r) for r in res.mappings()]
