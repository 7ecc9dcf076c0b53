import html

from markupsafe import Markup


def title_html(pattern):
    return Markup("<h1 class='pattern-title'>%s</h1>") % pattern["title"]


def pattern_html(pattern):
    steps = "".join(f"<li>{html.escape(s)}</li>" for s in pattern.get("steps", []))
    return f"<article><ol>{steps}</ol><aside class='notes'>{pattern.get('notes', '')}</aside></article>"


def yarn_badge(yarn):
    return f"<span class='yarn'>{html.escape(yarn['brand'])} {html.escape(yarn['name'])}</span>"
