from docforge.filters import FILTERS


def test_escape():
    assert FILTERS["escape"]("<b>") == "&lt;b&gt;"


def test_linkify_escapes_text():
    out = FILTERS["linkify"]("see https://example.org & <more>")
    assert "&lt;more&gt;" in out
    assert '<a href="https://example.org">' in out
