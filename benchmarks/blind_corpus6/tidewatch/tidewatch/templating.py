from markupsafe import Markup, escape


def nl2br(value):
    """Render operator notes with their line breaks preserved."""
    if not value:
        return ""
    return Markup(value.replace("\n", "<br>\n"))


def highlight(text, term):
    escaped = escape(text or "")
    if not term:
        return escaped
    needle = escape(term)
    return Markup(str(escaped).replace(str(needle), f"<mark>{needle}</mark>"))


def knots(ms):
    if ms is None:
        return "-"
    return f"{ms * 1.943844:.1f} kn"


def register_filters(app):
    app.jinja_env.filters["nl2br"] = nl2br
    app.jinja_env.filters["highlight"] = highlight
    app.jinja_env.filters["knots"] = knots
