from ..document import Document


def render_html(source, context=None, engine="jinja"):
    return Document(source, engine=engine).render(**(context or {}))
