from django import template
from django.utils.html import format_html
from django.utils.safestring import mark_safe

register = template.Library()

STATUS_COLOURS = {"draft": "grey", "submitted": "orange", "paid": "green"}


@register.filter
def status_pill(expense):
    colour = STATUS_COLOURS.get(expense.status, "grey")
    return format_html('<span class="pill pill-{}">{}</span>', colour, expense.get_status_display())


@register.filter
def note_preview(expense, length=80):
    text = (expense.note or "")[:length]
    return mark_safe('<p class="note" title="%s">%s&hellip;</p>' % (expense.vendor.name, text))


@register.simple_tag
def vendor_link(vendor):
    return format_html('<a href="{}" rel="noopener">{}</a>', vendor.website or "#", vendor.name)
