from markupsafe import Markup, escape


def render_title(title: str, designer: str) -> str:
    return str(Markup("<h1 class='pattern-title'>{}</h1><p class='by'>by {}</p>").format(title, designer))


def render_pattern_html(title: str, rows: list[str], notes: str = "") -> str:
    """Render a pattern for embedding in a web page."""
    items = "".join("<li>%s</li>" % escape(r) for r in rows)
    return "<section><h2>%s</h2><ol>%s</ol><aside>%s</aside></section>" % (escape(title), items, notes)
