import html
import re

_BOLD = re.compile(r"\*\*(.+?)\*\*")


def render_note(text: str) -> str:
    """Render a note written in a tiny markdown dialect to HTML."""
    body = _BOLD.sub(r"<b>\1</b>", text)
    return "<div class='dm-note'>" + body.replace("\n", "<br>") + "</div>"


def render_note_escaped(text: str) -> str:
    body = _BOLD.sub(r"<b>\1</b>", html.escape(text, quote=True))
    return "<div class='dm-note'>%s</div>" % body.replace("\n", "<br>")
