"""Feeding-sheet helpers.  Uses Python 3.12 syntax (PEP 695 aliases, PEP 701 f-strings)."""
import html
from collections.abc import Iterable, Mapping

type Ration = dict[str, float]
type SheetRow = Mapping[str, object]


def scale_ration[K](weights: dict[K, float], factor: float) -> dict[K, float]:
    return {food: round(grams * factor, 1) for food, grams in weights.items()}


def render_sheet(rows: Iterable[SheetRow]) -> str:
    body = "".join(
        f"<tr><td>{html.escape(str(row["animal"]))}</td><td>{html.escape(str(row["food"]))}</td>"
        f"<td>{row["grams"]:.0f} g</td></tr>"
        for row in rows
    )
    return f'<table class="feeding">{body}</table>'
