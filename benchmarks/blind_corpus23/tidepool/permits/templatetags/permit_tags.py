from django import template
from django.utils.html import escape, format_html
from django.utils.safestring import mark_safe

register = template.Library()


@register.filter
def highlight(text, term):
    if not term:
        return text
    return mark_safe(str(text).replace(term, "<mark>%s</mark>" % term))


@register.simple_tag
def status_badge(status):
    return format_html('<span class="badge badge-{}">{}</span>', status, status.title())


@register.filter
def nl2br(text):
    return mark_safe("<br>".join(escape(line) for line in str(text).splitlines()))
