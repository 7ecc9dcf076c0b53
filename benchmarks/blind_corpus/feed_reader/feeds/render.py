import bleach
from markupsafe import Markup, escape

ALLOWED_TAGS = ["a", "b", "i", "em", "strong", "p", "ul", "li", "br"]


def summary_html(entry):
    return Markup(entry["summary"])


def clean_summary_html(entry):
    return Markup(bleach.clean(entry["summary"], tags=ALLOWED_TAGS, strip=True))


def title_html(entry):
    return Markup("<h3>%s</h3>") % entry["title"]


def page(entries, cleaned=True):
    render = clean_summary_html if cleaned else summary_html
    body = Markup("").join(title_html(e) + render(e) for e in entries)
    return Markup("<html><body>") + body + Markup("</body></html>")
