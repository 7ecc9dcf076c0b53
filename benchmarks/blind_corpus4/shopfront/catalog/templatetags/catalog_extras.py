import re

from django import template
from django.utils.html import escape, format_html
from django.utils.safestring import mark_safe

register = template.Library()

STAR = u'<span class="star">&#9733;</span>'


@register.filter
def highlight(text, query):
    """Wrap occurrences of the search query in <mark> tags.

    Used on the review snippets shown under each search hit.
    """
    if not query:
        return text
    pattern = re.compile(re.escape(query), re.IGNORECASE)
    marked = pattern.sub(lambda m: u'<mark>%s</mark>' % m.group(0), text)
    return mark_safe(marked)


@register.filter
def safe_highlight(text, query):
    text = escape(text)
    if not query:
        return mark_safe(text)
    pattern = re.compile(re.escape(escape(query)), re.IGNORECASE)
    return mark_safe(pattern.sub(lambda m: u'<mark>%s</mark>' % m.group(0), text))


@register.simple_tag
def stars(rating):
    rating = max(0, min(5, int(rating)))
    return mark_safe(STAR * rating)


@register.simple_tag
def review_byline(review):
    return format_html(u'<span class="by">{0}</span> &middot; {1}/5',
                       review.author_name, review.rating)


@register.filter
def review_body(review):
    paragraphs = review.body.split('\n\n')
    return mark_safe(u''.join(u'<p>%s</p>' % p for p in paragraphs))
