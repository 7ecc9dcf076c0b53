import hashlib

from django import template
from django.utils.html import conditional_escape, format_html
from django.utils.safestring import mark_safe

register = template.Library()


@register.filter
def highlight(text, term):
    if not term:
        return text
    return mark_safe(str(text).replace(term, "<mark>%s</mark>" % term))


@register.filter(needs_autoescape=True)
def stars(rating, autoescape=True):
    esc = conditional_escape if autoescape else (lambda x: x)
    full = int(rating)
    return mark_safe("<span class='stars' title='%s'>%s</span>" % (esc(rating), "&#9733;" * full))


@register.simple_tag
def product_link(product):
    return format_html('<a href="/p/{}/">{}</a>', product.sku, product.name)


@register.simple_tag
def gravatar(email, size=48):
    digest = hashlib.md5(email.strip().lower().encode("utf-8")).hexdigest()
    return "https://www.gravatar.com/avatar/%s?s=%d&d=identicon" % (digest, size)
