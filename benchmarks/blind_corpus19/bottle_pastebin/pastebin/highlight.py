import html

LANG_CLASSES = {"py": "language-python", "js": "language-javascript", "txt": "language-none"}


def render_block(body, lang):
    cls = LANG_CLASSES.get(lang, "language-none")
    return '<pre><code class="%s">%s</code></pre>' % (cls, html.escape(body))


def render_title(title):
    return "<h2 class='paste-title'>" + title + "</h2>"
