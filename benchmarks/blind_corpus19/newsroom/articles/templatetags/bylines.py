from django import template
from django.utils.html import escape
from django.utils.safestring import mark_safe

register = template.Library()


@register.filter
def byline(author_name):
    return mark_safe('<span class="byline">By %s</span>' % escape(author_name))


@register.simple_tag
def pull_quote(text):
    return mark_safe("<blockquote>" + text + "</blockquote>")
