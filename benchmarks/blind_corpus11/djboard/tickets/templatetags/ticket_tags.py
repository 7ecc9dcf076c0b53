from django import template
from django.utils.html import format_html
from django.utils.safestring import mark_safe

register = template.Library()

STATUS_COLOURS = {"open": "green", "pending": "orange", "closed": "grey"}


@register.simple_tag
def status_badge(ticket):
    colour = STATUS_COLOURS.get(ticket.status, "black")
    return format_html('<span class="badge" style="color:{}">{}</span>', colour, ticket.status)


@register.filter
def highlight(text, term):
    if not term:
        return text
    return mark_safe(text.replace(term, "<mark>%s</mark>" % term))


@register.simple_tag
def queue_link(queue):
    return mark_safe('<a href="/?queue=%d">#</a>' % queue.pk)
