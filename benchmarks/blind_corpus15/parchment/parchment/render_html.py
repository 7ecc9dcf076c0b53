from html import escape


def to_html(doc):
    """Render a parsed document as an HTML fragment."""
    parts = []
    for section in doc.iter("section"):
        title = section.findtext("title") or ""
        parts.append("<h2>%s</h2>" % title)
        parts.extend("<p>%s</p>" % escape(p.text or "") for p in section.iter("para"))
    return "\n".join(parts)
