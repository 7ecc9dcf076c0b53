import ast
import re

import bleach
import markdown
import yaml

ALLOWED_TAGS = sorted(bleach.sanitizer.ALLOWED_TAGS | {"p", "pre", "h1", "h2", "h3", "table", "tr", "td", "th", "img"})
ALLOWED_ATTRS = {"a": ["href", "title"], "img": ["src", "alt"]}
MACRO_RE = re.compile(r"\{\{(\w+)(?::(.*?))?\}\}")
FRONT_MATTER_RE = re.compile(r"\A---\n(.*?)\n---\n", re.S)


def split_front_matter(text):
    m = FRONT_MATTER_RE.match(text)
    if not m:
        return {}, text
    meta = yaml.load(m.group(1), Loader=yaml.SafeLoader) or {}
    return meta, text[m.end():]


def _toc(body, depth=2, numbered=False):
    heads = re.findall(r"^(#{1,%d})\s+(.+)$" % depth, body, re.M)
    lines = []
    for i, (hashes, title) in enumerate(heads, 1):
        prefix = f"{i}. " if numbered else "- "
        lines.append("  " * (len(hashes) - 1) + prefix + title)
    return "\n".join(lines)


def expand_macros(text):
    def repl(m):
        name, arg = m.group(1), (m.group(2) or "").strip()
        if name == "calc":
            return str(eval(arg))
        if name == "toc":
            opts = ast.literal_eval(arg) if arg else {}
            return _toc(text, **dict(opts))
        return m.group(0)

    return MACRO_RE.sub(repl, text)


def markdown_to_html(text):
    _meta, body = split_front_matter(text)
    return markdown.markdown(expand_macros(body), extensions=["tables", "fenced_code"])


def clean_html(html):
    return bleach.clean(html, tags=ALLOWED_TAGS, attributes=ALLOWED_ATTRS, protocols=["http", "https", "mailto"])
