import markdown
from flask import render_template_string

PAGE_SHELL = """{% extends "base.html" %}
{% block content %}<pre class="source">{{ body }}</pre>{% endblock %}"""

SIDEBAR_HELP = "Sidebars may use {{ page.title }}, {{ page.slug }} and {{ user.name }}."


def to_html(text):
    return markdown.markdown(text, extensions=["toc", "tables", "fenced_code"])


def render_sidebar(page, user):
    """Each page can carry a small sidebar template written by its editors."""
    if not page["sidebar"]:
        return ""
    return render_template_string(page["sidebar"], page=page, user=user)


def render_shell(body_text):
    return render_template_string(PAGE_SHELL, body=body_text)
