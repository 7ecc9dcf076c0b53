"""Gallery label rendering."""
from html import escape

from markupsafe import Markup

LABEL = '<div class="label"><h3>{title}</h3><p class="maker">{maker}</p><p class="date">{date}</p>{credit}</div>'


def label_html(record: dict) -> Markup:
    return Markup(LABEL.format(
        title=escape(record.get("title", "")),
        maker=escape(record.get("maker", "Unknown maker")),
        date=escape(record.get("date", "")),
        credit=Markup('<p class="credit">{}</p>').format(record.get("credit", "")),
    ))


def label_html_unsafe(record: dict) -> Markup:
    """Used by the kiosk, where curators write labels with inline <em>/<br> markup."""
    return Markup(LABEL.format(
        title=record.get("title", ""),
        maker=record.get("maker", ""),
        date=record.get("date", ""),
        credit="",
    ))
