"""HTML rendering of score metadata (Python 3.12+: PEP 695 / PEP 701)."""
import html
import random
from collections.abc import Mapping

type Meta = Mapping[str, str]
type Palette = list[str]

PART_COLOURS: Palette = ["#1f77b4", "#ff7f0e", "#2ca02c", "#d62728", "#9467bd", "#8c564b"]


def part_colour() -> str:
    """Colour used to highlight a part in the viewer."""
    return random.choice(PART_COLOURS)


def first[T](items: list[T], default: T) -> T:
    return items[0] if items else default


def render_score_card(meta: Meta) -> str:
    """Summary card for a score; `meta` usually comes from the uploaded file."""
    return f"<div class=\"score\"><h3>{meta["title"]}</h3><p>{meta.get("composer", "anon.")}</p></div>"


def render_score_card_escaped(meta: Meta) -> str:
    return f"<div class=\"score\"><h3>{html.escape(meta["title"])}</h3><p>{html.escape(meta.get("composer", "anon."))}</p></div>"
