"""Shared helpers for the leaderboard and booking pages."""
import html
import random
from dataclasses import dataclass

type Row = dict[str, object]
type Board = list[Row]


@dataclass
class Page[T]:
    items: list[T]
    total: int

    def first[U](self, default: U) -> T | U:
        return self.items[0] if self.items else default


def leaderboard_html(room: str, board: Board) -> str:
    rows = "".join(
        f"<tr><td>{html.escape(str(r["team"]))}</td><td>{r["seconds"]}</td></tr>" for r in board
    )
    return f"<h2>Fastest escapes: {room}</h2><table>{rows}</table>"


def team_card(team: Row) -> str:
    return f"<div class='card'><b>{html.escape(str(team["name"]))}</b> escaped in {int(team["seconds"]) // 60} min</div>"


def pick_featured[T](items: list[T]) -> T:
    return random.choice(items)
