"""A deliberately small wiki markup.

    = Heading =        **bold**        //italic//
    [[PageName]]       [[PageName|label]]       [[https://example.com|label]]
"""
import re
from urllib.parse import quote

from .compat import Markup, html_escape

HEADING = re.compile(r"^(={1,4})\s*(.+?)\s*\1\s*$", re.M)
BOLD = re.compile(r"\*\*(.+?)\*\*")
ITALIC = re.compile(r"//(.+?)//")
LINK = re.compile(r"\[\[([^\]|]+)(?:\|([^\]]+))?\]\]")
SCHEME = re.compile(r"^[a-zA-Z][a-zA-Z0-9+.-]*:")


def _heading(m):
    level = len(m.group(1)) + 1
    return "<h%d>%s</h%d>" % (level, m.group(2), level)


def _link(m):
    target = m.group(1).strip()
    label = (m.group(2) or target).strip()
    if SCHEME.match(target):
        return '<a class="external" rel="nofollow" href="%s">%s</a>' % (target, label)
    return '<a class="wikilink" href="/wiki/%s">%s</a>' % (quote(target, safe=""), label)


def render_wikitext(source):
    text = str(html_escape(source))
    text = HEADING.sub(_heading, text)
    text = BOLD.sub(r"<strong>\1</strong>", text)
    text = ITALIC.sub(r"<em>\1</em>", text)
    text = LINK.sub(_link, text)
    paragraphs = [p.strip() for p in text.split("\n\n") if p.strip()]
    return Markup("\n".join(p if p.startswith("<h") else "<p>%s</p>" % p for p in paragraphs))
