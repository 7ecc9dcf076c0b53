import json

import markdown
from django import template
from django.utils.safestring import mark_safe

register = template.Library()

_JSON_ESCAPES = {ord(">"): "\\u003E", ord("<"): "\\u003C", ord("&"): "\\u0026"}


@register.filter
def render_memo(text):
    """Memos support a little markdown (bold, links) for treasurer notes."""
    return mark_safe(markdown.markdown(text or ""))


@register.simple_tag
def chart_data(series):
    payload = json.dumps(series, default=str).translate(_JSON_ESCAPES)
    return mark_safe(payload)


@register.filter
def money(value, currency="GBP"):
    symbol = {"GBP": "£", "EUR": "€", "USD": "$"}.get(currency, currency + " ")
    try:
        return f"{symbol}{value:,.2f}"
    except (TypeError, ValueError):
        return value
