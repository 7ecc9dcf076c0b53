from django import template
from django.utils.html import format_html
from django.utils.safestring import mark_safe

register = template.Library()


@register.filter
def highlight(question, term):
    """Wrap the search term in <mark> inside the poll question."""
    if not term:
        return question
    return mark_safe(question.replace(term, "<mark>%s</mark>" % term))


@register.simple_tag
def choice_badge(choice):
    return format_html('<span class="badge">{}</span> {}', choice.votes, choice.label)
