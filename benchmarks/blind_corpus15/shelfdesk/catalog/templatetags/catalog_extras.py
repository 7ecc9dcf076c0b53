from django import template
from django.utils.html import conditional_escape, format_html
from django.utils.safestring import mark_safe

register = template.Library()


@register.filter
def highlight(text, term):
    """Wrap occurrences of the search term in <mark> for the results page."""
    if not term:
        return text
    return mark_safe(str(text).replace(term, "<mark>%s</mark>" % term))


@register.simple_tag
def shelf_badge(book):
    return format_html('<span class="badge" title="{}">{}</span>', book.title, book.shelf_code)


@register.filter(needs_autoescape=True)
def initials(value, autoescape=True):
    esc = conditional_escape if autoescape else (lambda s: s)
    parts = [esc(p[:1]) for p in str(value).split()]
    return mark_safe(".".join(parts))
