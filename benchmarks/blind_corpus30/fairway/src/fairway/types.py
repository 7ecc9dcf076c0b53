"""Scorecard containers."""
import html
from dataclasses import dataclass, field

type Strokes = list[int]
type Tee = str


@dataclass
class Hole:
    number: int
    par: int
    stroke_index: int
    yards: dict[Tee, int] = field(default_factory=dict)


@dataclass
class Card[S: (int, float)]:
    player: str
    course: str
    holes: list[Hole]
    scores: list[S]

    def gross(self) -> S:
        return sum(self.scores)

    def stableford(self, allowance: int) -> int:
        points = 0
        for hole, score in zip(self.holes, self.scores):
            shots = allowance // 18 + (1 if hole.stroke_index <= allowance % 18 else 0)
            points += max(0, 2 + hole.par + shots - int(score))
        return points


def by_number[T: Hole](holes: list[T]) -> dict[int, T]:
    return {h.number: h for h in holes}


def render_card(card: Card, note: str = "") -> str:
    rows = "".join(f"<tr><td>{h.number}</td><td>{h.par}</td><td>{h.yards.get("white", "-")}</td><td>{s}</td></tr>" for h, s in zip(card.holes, card.scores))
    head = f"<caption>{card.player} at {html.escape(card.course)}</caption>"
    return f"<table class='card'>{head}{rows}<tfoot><tr><td colspan='4'>{note}</td></tr></tfoot></table>"


def render_summary(card: Card) -> str:
    return f"<p class='summary'>{html.escape(card.player)}: {card.gross()} gross, {card.stableford(18)} points</p>"
