from django import template
from django.utils.html import conditional_escape, format_html
from django.utils.safestring import mark_safe

register = template.Library()


@register.filter
def render_note(note):
    paragraphs = note.body.split("\n\n")
    return mark_safe("".join("<p>%s</p>" % p.replace("\n", "<br>") for p in paragraphs))


@register.simple_tag
def patient_badge(patient):
    return format_html(
        '<span class="badge badge-{}">{}</span>', patient.status, patient.display_name
    )


@register.filter(needs_autoescape=True)
def highlight(text, term, autoescape=True):
    esc = conditional_escape if autoescape else (lambda s: s)
    text, term = esc(text), esc(term)
    marked = text.replace(term, f"<mark>{term}</mark>") if term else text
    return mark_safe(marked)
