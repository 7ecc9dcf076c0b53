from flask import render_template_string
from markupsafe import Markup, escape

CARD_TEMPLATE = """
<article class="note-card">
  <h3>{{ title }}</h3>
  <div class="meta">{{ author }} &middot; {{ created }}</div>
</article>
"""


def render_card(note):
    return render_template_string(CARD_TEMPLATE, title=note["title"], author=note["author"], created=note["created_at"])


def render_with_layout(note, layout):
    # users can save a personal layout for exported notes
    source = layout.replace("{{body}}", "{{ note.body }}")
    return render_template_string(source, note=note)


def title_badge(title):
    return Markup("<span class=\"badge\">%s</span>") % title


def highlight(body, term):
    if not term:
        return escape(body)
    escaped_term = str(escape(term))
    return Markup(str(escape(body)).replace(escaped_term, "<mark>%s</mark>" % escaped_term))


def search_heading(term, count):
    return Markup("<h2>%d notes matching &ldquo;%s&rdquo;</h2>" % (count, term))
