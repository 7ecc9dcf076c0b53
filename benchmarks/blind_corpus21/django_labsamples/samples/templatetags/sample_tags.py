from django import template
from django.utils.html import format_html
from django.utils.safestring import mark_safe

register = template.Library()


@register.filter
def hazard_note(sample):
    """Highlight the free-text note on hazardous samples."""
    if not sample.hazardous:
        return sample.notes
    return mark_safe(f"<span class='hazard'>&#9763; {sample.notes}</span>")


@register.simple_tag
def location_badge(sample):
    return format_html("<span class='badge badge-{}'>{} / {}</span>",
                       sample.freezer.lower(), sample.freezer, sample.shelf)


@register.simple_tag
def legend():
    return mark_safe("<ul class='legend'><li>&#9763; biohazard</li><li>&#10052; -80&deg;C</li></ul>")
