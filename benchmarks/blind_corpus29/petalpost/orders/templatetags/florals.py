from django import template
from django.utils.html import format_html
from django.utils.safestring import mark_safe

register = template.Library()


@register.simple_tag
def bouquet_badge(order):
    return format_html('<span class="badge badge-{}">{}</span>', order.status, order.bouquet)


@register.filter
def card_excerpt(message):
    return mark_safe("<em>" + message[:80] + "</em>")
