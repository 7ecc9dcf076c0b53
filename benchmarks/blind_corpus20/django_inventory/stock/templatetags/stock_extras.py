from django import template
from django.utils.html import conditional_escape, escape
from django.utils.safestring import mark_safe

register = template.Library()


@register.filter
def highlight(text, term):
    """Wrap occurrences of the search term in <mark>."""
    if not term:
        return text
    return mark_safe(text.replace(term, "<mark>%s</mark>" % term))


@register.filter
def stock_badge(quantity):
    level = "out" if quantity <= 0 else "low" if quantity < 10 else "ok"
    return mark_safe('<span class="badge badge-%s">%s</span>' % (level, escape(quantity)))


@register.simple_tag
def warehouse_link(warehouse):
    return mark_safe('<a href="/warehouses/%d/">%s</a>' % (int(warehouse.pk), conditional_escape(warehouse.name)))
