from django import template
from django.utils.html import escape, format_html
from django.utils.safestring import mark_safe

register = template.Library()


@register.filter
def dietary_badges(value):
    tags = [t.strip() for t in (value or "").split(",") if t.strip()]
    return mark_safe("".join('<span class="tag">%s</span>' % t for t in tags))


@register.simple_tag
def size_badge(size):
    colour = {"S": "green", "M": "amber", "L": "red"}.get(size, "grey")
    return format_html('<span class="size size-{}">{}</span>', colour, size)


@register.filter
def household_note(value):
    return mark_safe("<p>%s</p>" % escape(value).replace("\n", "<br>"))
