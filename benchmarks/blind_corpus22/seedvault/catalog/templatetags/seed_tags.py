import hashlib

from django import template
from django.utils.html import format_html
from django.utils.safestring import mark_safe

register = template.Library()

SPROUT_ICON = '<svg class="icon" viewBox="0 0 16 16"><path d="M8 1v14"/></svg>'


@register.filter
def donor_badge(seed):
    return mark_safe("<span class='badge'>%s</span>" % seed.donor_note)


@register.filter
def variety_chip(seed):
    return format_html("<span class='chip'>{}</span>", seed.variety)


@register.simple_tag
def sprout_icon():
    return mark_safe(SPROUT_ICON)


@register.simple_tag
def avatar_url(email):
    digest = hashlib.md5(email.strip().lower().encode()).hexdigest()
    return "https://www.gravatar.com/avatar/%s?s=48&d=identicon" % digest
