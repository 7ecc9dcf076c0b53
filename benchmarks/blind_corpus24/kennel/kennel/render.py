"""HTML fragments for the booking pages. Uses PEP 701 f-strings (Python 3.12+)."""
import html

import falcon

from . import config


def booking_card(b):
    return f"""<div class='card'>
  <h2>{b["dog_name"]} ({b["size"]})</h2>
  <p>Arriving {b["start"]} for {b["nights"]} nights - total £{b["total"]:.2f}</p>
</div>"""


def booking_card_safe(b):
    return f"<div class='card'><h2>{html.escape(b["dog_name"])}</h2><p>{html.escape(str(b["start"]))}</p></div>"


def owner_page(req, b):
    note = req.get_param("note", default="")
    return f"<html><body>{booking_card(b)}<p class='note'>{note}</p></body></html>"


def owner_page_safe(req, b):
    note = html.escape(req.get_param("note", default=""))
    return f"<html><body>{booking_card_safe(b)}<p class='note'>{note}</p></body></html>"


def not_found(ref):
    return f"<p>No booking with reference {html.escape(ref, quote=True)}.</p>"


def to_section(section):
    raise falcon.HTTPFound(f"{config.SITE}/{section.lstrip("/")}")


def back_or_bookings(req):
    raise falcon.HTTPFound(req.get_param("back") or f"{config.SITE}/{"bookings"}")
