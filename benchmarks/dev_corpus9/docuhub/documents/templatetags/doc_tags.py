import json

from django import template
from django.utils.html import conditional_escape, format_html, json_script
from django.utils.safestring import mark_safe

register = template.Library()


@register.simple_tag
def tag_chips(document):
    chips = "".join(f'<span class="chip">{tag.name}</span>' for tag in document.tags.all())
    return mark_safe(chips)


@register.simple_tag
def doc_link(document):
    return format_html('<a class="doc-link" href="{}">{}</a>', document.get_absolute_url(), document.title)


@register.filter
def highlight_terms(text, query):
    for term in query.split():
        text = text.replace(term, f"<mark>{term}</mark>")
    return mark_safe(text)


@register.filter(needs_autoescape=True)
def emphasize(text, word, autoescape=True):
    esc = conditional_escape if autoescape else (lambda s: s)
    text, word = esc(text), esc(word)
    if not word:
        return text
    return mark_safe(text.replace(word, format_html("<em>{}</em>", word)))


@register.simple_tag
def viewer_bootstrap(document):
    config = {"id": document.pk, "title": document.title, "pages": document.page_count}
    return mark_safe("<script>window.DOCUHUB_VIEWER = %s;</script>" % json.dumps(config))


@register.simple_tag
def viewer_config(document):
    config = {"id": document.pk, "title": document.title, "pages": document.page_count}
    return json_script(config, "viewer-config")
