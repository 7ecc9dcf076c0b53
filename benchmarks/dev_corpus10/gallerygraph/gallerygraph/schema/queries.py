from typing import List, Optional

import strawberry

from ..db import raw
from .types import Artist, Artwork

ORDERINGS = {"TITLE": "title", "YEAR": "year", "NEWEST": "created_at DESC"}


@strawberry.type
class Query:
    @strawberry.field
    def artwork(self, id: int) -> Optional[Artwork]:
        rows = raw("SELECT id, title, artist_id, year, image FROM artworks WHERE id = :id", id=id)
        return Artwork(**rows[0]) if rows else None

    @strawberry.field
    def artworks(self, order: str = "TITLE", limit: int = 50) -> List[Artwork]:
        sql = "SELECT id, title, artist_id, year, image FROM artworks ORDER BY %s LIMIT %d" % (
            ORDERINGS.get(order, "title"), min(limit, 200))
        return [Artwork(**r) for r in raw(sql)]

    @strawberry.field
    def search_artists(self, name: str, country: Optional[str] = None) -> List[Artist]:
        sql = "SELECT id, name, bio FROM artists WHERE name ILIKE '%%" + name + "%%'"
        params = {}
        if country:
            sql += " AND country = :country"
            params["country"] = country
        return [Artist(**r) for r in raw(sql, **params)]

    @strawberry.field
    def exhibition_stats(self, info: strawberry.Info, field: str = "visitors") -> List[str]:
        column = info.context["stat_columns"].get(field, "visitors")
        rows = raw(f"SELECT name, {column} AS value FROM exhibitions ORDER BY value DESC")
        return ["%s: %s" % (r["name"], r["value"]) for r in rows]
