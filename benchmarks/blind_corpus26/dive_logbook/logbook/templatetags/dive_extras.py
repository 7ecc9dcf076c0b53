from django import template
from django.utils.html import format_html
from django.utils.safestring import mark_safe

register = template.Library()


@register.filter
def buddy_badge(dive):
    return format_html('<span class="badge buddy" title="{}">{}</span>', dive.buddy, dive.buddy[:2].upper())


@register.filter
def notes_html(dive):
    """Dive notes allow simple line breaks."""
    return mark_safe(dive.notes.replace("\n", "<br>"))


@register.simple_tag
def depth_bar(dive, max_depth=40):
    pct = min(100, int(dive.max_depth_m / max_depth * 100))
    return mark_safe('<div class="depth" style="width:%d%%"></div>' % pct)
