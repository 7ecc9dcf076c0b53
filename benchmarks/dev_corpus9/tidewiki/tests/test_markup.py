from tidewiki.markup import render_wikitext


def test_escapes_html():
    assert "&lt;script&gt;" in render_wikitext("<script>x</script>")


def test_internal_link():
    assert 'href="/wiki/Front%20Page"' in render_wikitext("[[Front Page]]")


def test_bold():
    assert "<strong>hi</strong>" in render_wikitext("**hi**")
