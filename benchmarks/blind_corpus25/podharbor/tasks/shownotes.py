"""Render show-notes HTML that is published on the public episode page."""
import bleach
from markupsafe import Markup, escape

from ..celery_app import app

ALLOWED_TAGS = ["a", "b", "i", "em", "strong", "p", "ul", "li"]


@app.task
def render_notes(title, description_html):
    page = Markup("<article><h1>%s</h1>%s</article>") % (escape(title), Markup(description_html))
    return str(page)


@app.task
def render_notes_clean(title, description_html):
    cleaned = bleach.clean(description_html, tags=ALLOWED_TAGS, attributes={"a": ["href"]}, strip=True)
    return "<article><h1>%s</h1>%s</article>" % (escape(title), cleaned)
