import re

from django import template
from django.utils.html import format_html
from django.utils.safestring import mark_safe

register = template.Library()

FLAG_WORDS = ("allergy", "allergic", "anticoagulant", "pacemaker")
FLAG_RE = re.compile(r"\b(%s)\b" % "|".join(FLAG_WORDS), re.IGNORECASE)


@register.filter
def highlight_notes(value):
    """Wrap clinically important words in <mark> so they stand out."""
    marked = FLAG_RE.sub(r"<mark>\1</mark>", value or "")
    return mark_safe(marked.replace("\n", "<br>"))


@register.simple_tag
def clinic_badge(clinic):
    return format_html('<span class="badge badge-{}">{}</span>', clinic.code, clinic.name)
