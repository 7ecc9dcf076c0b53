"""Minimal wiki markup: ''emphasis'', '''strong''', [[Links]] and = headings =."""
import re

try:
    from html import escape
except ImportError:  # Python 2
    from cgi import escape

LINK_RE = re.compile(r'\[\[([A-Za-z0-9 _-]+)\]\]')
STRONG_RE = re.compile(r"'''(.+?)'''")
EM_RE = re.compile(r"''(.+?)''")
HEADING_RE = re.compile(r'^(=+)\s*(.+?)\s*\1\s*$', re.M)


def _link(match):
    target = match.group(1)
    return '<a href="/page/%s">%s</a>' % (target.replace(' ', '_'), target)


def _heading(match):
    level = min(len(match.group(1)), 6)
    return '<h%d>%s</h%d>' % (level, match.group(2), level)


def to_html(text):
    out = escape(text, True)
    out = HEADING_RE.sub(_heading, out)
    out = LINK_RE.sub(_link, out)
    out = STRONG_RE.sub(r'<strong>\1</strong>', out)
    out = EM_RE.sub(r'<em>\1</em>', out)
    return out.replace('\n\n', '<p>')
