from django import template
from django.utils.html import format_html
from django.utils.safestring import mark_safe

register = template.Library()


@register.simple_tag
def patient_badge(patient):
    label = patient.display_name or "%s %s" % (patient.first_name, patient.last_name)
    return mark_safe("<span class='badge'>%s</span>" % label)


@register.simple_tag
def phone_link(patient):
    return format_html('<a href="tel:{}">{}</a>', patient.phone, patient.phone)


@register.filter(name="highlight")
def highlight(text, term):
    if not term:
        return text
    return mark_safe(str(text).replace(term, "<mark>%s</mark>" % term))
