"""HTML escaped by hand with `str.replace` is escaped: `<`, `"` and `'` replaced by entities leave no payload.

Django 1.10's own `escape()` marks its replace chain safe; the taint slot confirmed that as cross-site scripting
until a chain that replaces all three was read as an escape. A chain that leaves a quote alone, or writes `<` back
in a later link (however the source lays the chain out), still carries the request's value into the page.
"""

from __future__ import annotations

import ast

import pytest

from agent_providers.builtin.html_escapes import decodes_markup, escapes_html, replacements
from tests.builtin_support import MemoryView, judge_at
from tickets.models import VerdictKind

VIEWS = """
    from django.http import HttpResponse
    from django.utils.safestring import mark_safe


    def full(request):
        name = request.GET["name"]
        shown = name.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace('"', "&quot;") \\
            .replace("'", "&#39;")
        return HttpResponse(mark_safe("<p title=\\"%s\\">hi</p>" % shown))


    def no_quotes(request):
        name = request.GET["name"]
        bare = name.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")
        return HttpResponse(mark_safe("<p title=\\"%s\\">hi</p>" % bare))


    def undone(request):
        name = request.GET["name"]
        back = name.replace("<", "&lt;").replace('"', "&quot;").replace("'", "&#39;").replace("&lt;", "<")
        return HttpResponse(mark_safe("<p>%s</p>" % back))


    def single_quotes(request):
        name = request.GET["name"]
        sq = name.replace("<", "&lt;").replace('"', "&quot;")
        return HttpResponse(mark_safe("<p title='%s'>hi</p>" % sq))


    def parenthesised(request):
        name = request.GET["name"]
        paren = (name.replace("<", "&lt;").replace('"', "&quot;").replace("'", "&#39;")).replace("&lt;", "<")
        return HttpResponse(mark_safe("<p>%s</p>" % paren))


    def commented(request):
        name = request.GET["name"]
        noted = (name.replace("<", "&lt;").replace('"', "&quot;").replace("'", "&#39;")  # escaped here

                 .replace("&lt;", "<"))
        return HttpResponse(mark_safe("<p>%s</p>" % noted))


    def split(request):
        name = request.GET["name"]
        once = name.replace("<", "&lt;").replace('"', "&quot;").replace("'", "&#39;")
        undone = ("<b>%s</b>" % once).replace("&lt;", "<")
        return HttpResponse(mark_safe(undone))


    def through_str(request):
        name = request.GET["name"]
        kept = name.replace("<", "&lt;").replace('"', "&quot;").replace("'", "&#39;")
        return HttpResponse(mark_safe(str.replace(kept, "&lt;", "<")))


    def spaced(request):
        name = request.GET["name"]
        wide = name.replace ("<", "&lt;").replace ('"', "&quot;").replace ("'", "&#39;").replace ("&lt;", "<")
        return HttpResponse(mark_safe("<p>%s</p>" % wide))


    def trailing_dots(request):
        name = request.GET["name"]
        dots = name.\\
            replace("<", "&lt;").replace('"', "&quot;").replace("'", "&#39;").\\
            replace("&lt;", "<")
        return HttpResponse(mark_safe("<p>%s</p>" % dots))


    def line_breaks(request):
        name = request.GET["name"]
        breaks = name.replace("<", "&lt;").replace('"', "&quot;").replace("'", "&#39;")
        return HttpResponse(mark_safe("<p>%s</p>" % breaks.replace("\\n", "<br>")))


    def stripped(request):
        name = request.GET["name"]
        strip = name.replace("<", "&lt;").replace('"', "&quot;").replace("'", "&#39;").strip().replace("&lt;", "<")
        return HttpResponse(mark_safe("<p>%s</p>" % strip))
    """

# Django 1.10.2's django/utils/html.py, and a view that hands each function the request's value.
LIBRARY = """
    from django.utils.encoding import force_text
    from django.utils.safestring import mark_safe


    def escape(text):
        return mark_safe(
            force_text(text).replace('&', '&amp;').replace('<', '&lt;')
            .replace('>', '&gt;').replace('"', '&quot;').replace("'", '&#39;')
        )


    def half_escape(text):
        return mark_safe(force_text(text).replace('<', '&lt;'))
    """

CALLER = """
    from django.http import HttpResponse

    from site_utils.html import escape, half_escape


    def search(request):
        return HttpResponse("<p>%s %s</p>" % (escape(request.GET["q"]), half_escape(request.GET["q"])))
    """


@pytest.mark.parametrize("needle, expected", [
    ('return HttpResponse(mark_safe("<p title=\\"%s\\">hi</p>" % shown))', VerdictKind.REFUTED),
    # fixed markup written into the escaped text decodes nothing
    ('return HttpResponse(mark_safe("<p>%s</p>" % breaks.replace(', VerdictKind.REFUTED),
])
def test_a_value_escaped_by_a_replace_chain_is_no_xss(needle, expected):
    view = MemoryView({"shop/__init__.py": "", "shop/views.py": VIEWS})
    verdict = judge_at(view, "taint", "shop/views.py", needle, "xss")
    assert verdict.verdict is expected, verdict.reason


@pytest.mark.parametrize("needle", [
    'return HttpResponse(mark_safe("<p title=\\"%s\\">hi</p>" % bare))',
    'return HttpResponse(mark_safe("<p>%s</p>" % back))',
    """return HttpResponse(mark_safe("<p title='%s'>hi</p>" % sq))""",  # a single-quoted attribute still ends
    'return HttpResponse(mark_safe("<p>%s</p>" % paren))',  # parentheses around the escape, then written back
    'return HttpResponse(mark_safe("<p>%s</p>" % noted))',  # a comment and a blank line between the links
    'return HttpResponse(mark_safe("<p>%s</p>" % strip))',  # another method between the escape and the undoing
    "return HttpResponse(mark_safe(undone))",  # undone on a value built from the escaped one
    'return HttpResponse(mark_safe(str.replace(kept, "&lt;", "<")))',
    'return HttpResponse(mark_safe("<p>%s</p>" % wide))',  # spaces before each call's parentheses
    'return HttpResponse(mark_safe("<p>%s</p>" % dots))',  # each dot at the end of a line
])
def test_a_chain_that_leaves_quotes_or_writes_markup_back_is_still_xss(needle):
    view = MemoryView({"shop/__init__.py": "", "shop/views.py": VIEWS})
    verdict = judge_at(view, "taint", "shop/views.py", needle, "xss")
    assert verdict.verdict is VerdictKind.CONFIRMED, verdict.reason


SPACED = """
    from django.http import HttpResponse
    from django.utils.safestring import mark_safe


    def spaced(request):
        n = request.GET["n"]
        wide = n.replace ("<", "&lt;").replace ('"', "&quot;").replace ("'", "&#39;").replace ("x", "<")
        return HttpResponse(mark_safe("<p>%s</p>" % wide))
    """


def test_a_module_whose_chains_put_a_space_before_the_parentheses_is_read_whole():
    view = MemoryView({"shop/__init__.py": "", "shop/spaced.py": SPACED})
    verdict = judge_at(view, "taint", "shop/spaced.py", 'return HttpResponse(mark_safe("<p>%s</p>" % wide))', "xss")
    assert verdict.verdict is VerdictKind.CONFIRMED, verdict.reason


@pytest.mark.parametrize("needle, expected", [
    ("return mark_safe(\n", VerdictKind.REFUTED),
    ("return mark_safe(force_text(text).replace('<', '&lt;'))", VerdictKind.CONFIRMED),
])
def test_an_escape_function_of_the_project_is_no_xss(needle, expected):
    view = MemoryView({"site_utils/__init__.py": "", "site_utils/html.py": LIBRARY, "shop/__init__.py": "",
                       "shop/views.py": CALLER})
    verdict = judge_at(view, "taint", "site_utils/html.py", needle.rstrip("\n"), "xss")
    assert verdict.verdict is expected, verdict.reason


@pytest.mark.parametrize("code, escapes", [
    ("""t.replace("<", "&lt;").replace('"', "&quot;").replace("'", "&#39;")""", True),
    ("""t.replace("'", "&#39;").replace('"', "&#34;").replace("&", "&amp;").replace("<", "&#60;")""", True),
    ("""t.replace("<", "&lt;").replace('"', "&quot;")""", False),  # a single-quoted attribute still ends
    ("""t.replace("<", "&lt;").replace(">", "&gt;")""", False),  # a double-quoted attribute still ends
    ("""t.replace("<", "&lt;").replace('"', "&quot;").replace("'", "").replace("&lt;", "<")""", False),  # back
    ("""t.replace("<", "").replace('"', "").replace("'", "")""", True),  # removed
    ("""t.replace("<", "").replace('"', "''").replace("'", "")""", False),  # a quote written in
    ("""t.replace("<", x).replace('"', "&quot;").replace("'", "")""", False),  # a replacement not spelt here
    ("""t.replace("<", "&lt;", 1).replace('"', "&quot;").replace("'", "")""", False),  # only the first `<`
    ("""t.strip()""", False),
])
def test_which_chains_escape(code, escapes):
    call = ast.parse(code, mode="eval").body
    assert isinstance(call, ast.Call)
    assert escapes_html(call) is escapes


def test_replacements_are_read_innermost_first():
    call = ast.parse("""t.replace("&", "&amp;").replace("<", "&lt;")""", mode="eval").body
    assert isinstance(call, ast.Call)
    assert replacements(call) == [("&", "&amp;"), ("<", "&lt;")]


@pytest.mark.parametrize("code, decodes", [
    ("""t.replace("&lt;", "<")""", True),
    ("""t.replace("x", "<")""", True),  # a lone markup character: the client's x becomes a tag's start
    ("""str.replace(t, "&quot;", '"')""", True),
    ("""t.replace("&lt;", entity)""", True),  # an entity, replaced by text the code does not spell
    ("""t.replace("\\n", "<br>")""", False),  # a whole fixed tag
    ("""t.replace("[b]", "<b>").replace("[/b]", "</b>")""", False),
    ("""t.replace(":)", smiley)""", False),
    ("""t.replace("<", "&lt;")""", False),
    ("""t.strip()""", False),
])
def test_which_replaces_put_markup_back(code, decodes):
    call = ast.parse(code, mode="eval").body
    assert isinstance(call, ast.Call)
    assert decodes_markup(call) is decodes
