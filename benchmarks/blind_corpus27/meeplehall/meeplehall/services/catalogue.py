"""Catalogue queries. Uses 3.12 syntax (PEP 695/701); the cafe server runs 3.12."""
from collections.abc import Sequence

type GameRow = tuple[int, str, int, int]
type Catalogue = list[dict[str, object]]


def first[T](items: Sequence[T], default: T | None = None) -> T | None:
    return items[0] if items else default


def _as_dict(row: GameRow) -> dict[str, object]:
    return {"id": row[0], "title": row[1], "min": row[2], "max": row[3]}


def titles_by_players(conn, players: int) -> Catalogue:
    rows = conn.execute(
        "SELECT id, title, min_players, max_players FROM games WHERE ? BETWEEN min_players AND max_players", (players,)
    ).fetchall()
    return [_as_dict(r) for r in rows]


def search_titles(conn, q: str) -> Catalogue:
    rows = conn.execute(f"SELECT id, title, min_players, max_players FROM games WHERE title LIKE '%{q}%'").fetchall()
    out = [_as_dict(r) for r in rows]
    for item in out:
        item["label"] = f"{item["title"]} ({item["min"]}-{item["max"]} players)"
    return out
