from django import template
from django.utils.html import format_html
from django.utils.safestring import mark_safe

register = template.Library()


@register.simple_tag
def owner_badge(visit):
    return format_html('<span class="owner">{}</span>', visit.piano.owner_name)


@register.filter
def notes_html(visit):
    return mark_safe("<div class='notes'>" + visit.notes.replace("\n", "<br>") + "</div>")
