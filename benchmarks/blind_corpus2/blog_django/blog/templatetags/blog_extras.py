import markdown
from django import template
from django.utils.html import escape
from django.utils.safestring import mark_safe

register = template.Library()


@register.filter
def highlight(text, term):
    """{{ post.title|highlight:request.GET.q }}"""
    if not term:
        return text
    return mark_safe(str(text).replace(term, f"<mark>{term}</mark>"))


@register.filter
def linebreaks_safe(text):
    return mark_safe("<br>".join(escape(line) for line in str(text).splitlines()))


@register.filter
def render_markdown(text):
    # Posts are written by staff authors only; comments never go through this filter.
    return mark_safe(markdown.markdown(text, extensions=["fenced_code", "tables"]))
