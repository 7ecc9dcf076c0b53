"""Seat maps for the three screens."""
import html
import random
from dataclasses import dataclass

from quart import Blueprint, current_app, request

bp = Blueprint("seating", __name__, url_prefix="/seating")

type SeatKey = tuple[str, int]
type Layout[T] = dict[SeatKey, T]


@dataclass
class Seat:
    row: str
    number: int
    kind: str = "standard"
    taken: bool = False


class SeatMap[T: Seat]:
    def __init__(self, screen: int, seats: Layout[T]):
        self.screen = screen
        self.seats = seats

    def rows(self) -> list[str]:
        return sorted({key[0] for key in self.seats})

    def in_row(self, row: str) -> list[T]:
        return [seat for (r, _), seat in sorted(self.seats.items()) if r == row]

    def free(self) -> list[T]:
        return [seat for seat in self.seats.values() if not seat.taken]


def first[T](items: list[T], default: T | None = None) -> T | None:
    return items[0] if items else default


async def load_map(screen: int) -> SeatMap[Seat]:
    rows = await current_app.db.fetch(
        "SELECT row_label, seat_no, kind, taken FROM seats WHERE screen_no = ?", (screen,)
    )
    seats: Layout[Seat] = {
        (r["row_label"], r["seat_no"]): Seat(r["row_label"], r["seat_no"], r["kind"], bool(r["taken"])) for r in rows
    }
    return SeatMap(screen, seats)


def render_map(seat_map: SeatMap[Seat]) -> str:
    parts = [f"<h2>Screen {seat_map.screen}</h2><table>"]
    for row in seat_map.rows():
        cells = "".join(
            f"<td class='{"taken" if s.taken else s.kind}'>{s.row}{s.number}</td>" for s in seat_map.in_row(row)
        )
        parts.append(f"<tr><th>{row}</th>{cells}</tr>")
    parts.append("</table>")
    return "".join(parts)


@bp.get("/<int:screen>")
async def show(screen: int):
    seat_map = await load_map(screen)
    party = request.args.get("party", "")
    page = render_map(seat_map)
    page += f"<p class='party'>Seats held for {party}</p>"
    return page


@bp.get("/<int:screen>/legend")
async def legend(screen: int):
    label = request.args.get("label", "Standard")
    return f"<span class='legend' data-screen='{screen}'>{html.escape(label)}</span>"


@bp.get("/<int:screen>/suggest")
async def suggest(screen: int):
    seat_map = await load_map(screen)
    free = seat_map.free()
    pick = random.choice(free) if free else None
    seat = pick or first(free)
    return {"seat": f"{seat.row}{seat.number}" if seat else None}
