from django import template
from django.utils.html import format_html
from django.utils.safestring import mark_safe

register = template.Library()


@register.filter
def patient_note(note):
    text = note.note.replace("\n", "<br>")
    return mark_safe('<span class="note patient">%s</span>' % text)


@register.simple_tag
def tooth_badge(tooth, status):
    return format_html('<span class="tooth {}">{}</span>', status, tooth)
