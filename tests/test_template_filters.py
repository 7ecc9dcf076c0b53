"""A template filter or tag gets the view's context: what users wrote into it reaches the filter's parameters.

Where the filter builds markup around such a value and marks it safe unescaped, that is cross-site scripting
(Django's own docs warn of it). Nothing else counts: a filter that escapes first, one that marks its input safe as
it is (Django's `safe`), one that takes `autoescape` (it honours the template's choice), a value used in SQL, or
markup built from integers. Substitutions keep their text (`re.sub`, a compiled pattern's `sub`, `re.escape`), and
a replacement function's markup shows in what they build; `text.translate(_escapes)` escapes, and so does an
allowlist substitution through a compiled pattern.
"""

from __future__ import annotations

import pytest

from tests.builtin_support import MemoryView, judge_at, line_of, raised
from tickets.models import VerdictKind

EXTRAS = """
    import re

    from django import template
    from django.utils.html import escape
    from django.utils.safestring import mark_safe

    register = template.Library()
    _js_escapes = {ord("<"): "\\\\u003C", ord(">"): "\\\\u003E"}


    @register.filter
    def highlight(text, query):
        pattern = re.compile(re.escape(query), re.IGNORECASE)
        return mark_safe(pattern.sub(lambda m: "<mark>%s</mark>" % m.group(0), text))


    @register.filter(is_safe=True)
    def paragraphs(body):
        return mark_safe("".join("<p>%s</p>" % p for p in body.split("\\\\n\\\\n")))


    @register.simple_tag
    def badge(label):
        return mark_safe('<span class="badge">' + re.sub(r"\\\\s+", " ", label) + "</span>")


    @register.filter
    def escaped_badge(label):
        return mark_safe('<span class="badge">%s</span>' % escape(label))


    @register.filter
    def trusted(value):
        return mark_safe(value)


    @register.filter(needs_autoescape=True)
    def initials(value, autoescape=True):
        text = escape(value) if autoescape else value
        return mark_safe("<abbr>%s</abbr>" % text[:2])


    @register.filter
    def js_string(value):
        return mark_safe('<script>var s = "%s";</script>' % str(value).translate(_js_escapes))


    @register.simple_tag
    def stars(rating):
        return mark_safe("<i>*</i>" * max(0, min(5, int(rating))))


    @register.filter
    def lookup(table, key):
        from django.db import connection
        with connection.cursor() as cursor:
            cursor.execute("SELECT v FROM %s WHERE k = 1" % table)
            return cursor.fetchone()
    """

REAL = ["return mark_safe(pattern.sub(", 'return mark_safe("".join("<p>', "return mark_safe('<span class=\"badge\">' +"]


def _view() -> MemoryView:
    return MemoryView({"shop/__init__.py": "", "shop/templatetags/__init__.py": "",
                       "shop/templatetags/extras.py": EXTRAS})


def test_markup_built_around_a_template_value_and_marked_safe_is_raised_and_nothing_else():
    view = _view()
    found = sorted(f.primary.start_line for f in raised(view, "taint") if f.category == "xss")
    assert found == sorted(line_of(view, "shop/templatetags/extras.py", needle) for needle in REAL)
    assert not [f for f in raised(view, "taint") if f.category == "sql-injection"]  # a template value is not SQL's


@pytest.mark.parametrize("needle", REAL)
def test_both_slots_confirm_each(needle):
    for slot in ("taint", "pattern"):
        verdict = judge_at(_view(), slot, "shop/templatetags/extras.py", needle, "xss")
        assert verdict.verdict is VerdictKind.CONFIRMED, (slot, verdict.reason)


@pytest.mark.parametrize("needle", [
    "mark_safe('<span class=\"badge\">%s</span>' % escape(label))",  # escaped first
    "return mark_safe(value)",  # marks its input safe as it is: what the filter is for
    'return mark_safe("<abbr>%s</abbr>" % text[:2])',  # takes autoescape: the template chose
    "str(value).translate(_js_escapes))",  # an escape table
    'return mark_safe("<i>*</i>" * max(0, min(5, int(rating))))',  # an integer
])
def test_the_taint_slot_does_not_confirm_escaped_unbuilt_or_integer_values(needle):
    verdict = judge_at(_view(), "taint", "shop/templatetags/extras.py", needle, "xss")
    assert verdict.verdict is not VerdictKind.CONFIRMED, verdict.reason


def test_an_allowlist_substitution_through_a_compiled_pattern_sanitises():
    view = MemoryView({"exports/__init__.py": "", "exports/paths.py": """
        import os
        import re

        from flask import Flask, request

        app = Flask(__name__)
        _SAFE = re.compile(r"[^A-Za-z0-9._-]")


        @app.route("/archive")
        def archive():
            name = _SAFE.sub("_", request.args["filename"]).lstrip(".")
            with open(os.path.join("/srv/archive", name), "w") as fh:
                fh.write("x")


        @app.route("/inline")
        def inline():
            name = re.compile(r"[^a-z]").sub("", request.args["filename"])
            with open(os.path.join("/srv/archive", name), "w") as fh:
                fh.write("x")


        @app.route("/spaces")
        def spaces():
            name = re.compile(r"\\s+").sub("_", request.args["filename"])
            with open(os.path.join("/srv/archive", name), "w") as fh:
                fh.write("x")
        """})
    found = [f.primary.start_line for f in raised(view, "taint") if f.category == "path-traversal"]
    assert found == [line_of(view, "exports/paths.py", "def spaces") + 2]  # only whitespace replaced: still a path


def test_a_file_a_template_names_holds_the_servers_own_markup():
    view = MemoryView({"icons/__init__.py": "", "icons/templatetags/__init__.py": "",
                       "icons/templatetags/icons.py": """
        import os

        from django import template
        from django.conf import settings
        from django.utils.safestring import mark_safe

        register = template.Library()


        @register.simple_tag
        def icon(name):
            with open(os.path.join(settings.STATIC_ROOT, "icons", name)) as handle:
                return mark_safe(handle.read())
        """})
    assert not [f for f in raised(view, "taint") if f.category == "xss"]


def test_a_sink_on_the_cited_line_decides_not_a_live_neighbour_two_lines_up():
    view = MemoryView({"api/__init__.py": "", "api/templatetags/__init__.py": "", "api/templatetags/fmt.py": """
        from django import template
        from django.utils.safestring import mark_safe

        register = template.Library()


        @register.filter
        def format_value(value):
            if getattr(value, "is_link", False):
                return mark_safe("<a href=%s>link</a>" % value)
            if value is None or isinstance(value, bool):
                return mark_safe("<code>%s</code>" % {True: "true", False: "false", None: "null"}[value])
            return value


        @register.filter
        def trusted(value):
            return mark_safe(value)
        """})
    path = "api/templatetags/fmt.py"
    assert judge_at(view, "taint", path, 'mark_safe("<a href=', "xss").verdict is VerdictKind.CONFIRMED
    constant = judge_at(view, "taint", path, 'mark_safe("<code>', "xss")
    assert constant.verdict is VerdictKind.REFUTED, constant.reason
    marked = judge_at(view, "taint", path, "return mark_safe(value)", "xss")
    assert marked.verdict is VerdictKind.REFUTED and "what it is for" in marked.reason, marked.reason


ENGINES = {
    "site/pages.py": """
        import jinja2
        from jinja2 import Environment, FileSystemLoader, PackageLoader, select_autoescape

        page_env = Environment(loader=PackageLoader("site", "templates"))
        digest_env = jinja2.Environment(loader=FileSystemLoader("templates"), autoescape=False, trim_blocks=True)
        config_env = Environment(loader=FileSystemLoader("templates"), autoescape=False)
        mail_env = Environment(loader=FileSystemLoader("templates"), autoescape=select_autoescape(["html"]))
        loose_env = Environment(loader=FileSystemLoader("templates"), autoescape=False, lstrip_blocks=True)


        class Reports:
            def __init__(self):
                self.env = Environment(loader=FileSystemLoader("reports"))

            def render(self, rows):
                return self.env.get_template("report.htm").render(rows=rows)


        def page(rows):
            return page_env.get_template("index.html").render(rows=rows)


        def digest(entries):
            return digest_env.get_template("digest.html").render(entries=entries)


        def router_config(device):
            return config_env.get_template("router.conf").render(device=device)


        def welcome(member):
            return mail_env.get_template("welcome.html").render(member=member)


        def anything(name, context):
            return loose_env.get_template(name).render(**context)


        def banner(site, message):
            return jinja2.Template("<div class='banner'>{{ site }}: {{ message }}</div>").render(site=site, msg=message)


        def subject(name):
            return jinja2.Template("Welcome, {{ name }}").render(name=name)
        """,
}


@pytest.mark.parametrize("needle, expected", [
    ('page_env = Environment(', VerdictKind.CONFIRMED),  # no autoescape argument: off; renders index.html
    ("digest_env = jinja2.Environment(", VerdictKind.CONFIRMED),  # autoescape=False, renders digest.html
    ('self.env = Environment(', VerdictKind.CONFIRMED),  # kept on the object, renders report.htm
    ("config_env = Environment(", VerdictKind.REFUTED),  # a router config: escaping would corrupt it
    ("loose_env = Environment(", VerdictKind.UNCERTAIN),  # the caller names the template
    ('jinja2.Template("<div', VerdictKind.CONFIRMED),  # a bare template of markup never escapes
    ('jinja2.Template("Welcome', VerdictKind.REFUTED),  # plain text
])
def test_the_taint_slot_judges_an_unescaping_template_engine_by_what_it_renders(needle, expected):
    verdict = judge_at(MemoryView(ENGINES), "taint", "site/pages.py", needle, "xss")
    assert verdict.verdict is expected, verdict.reason


def test_an_engine_with_select_autoescape_is_not_judged_as_unescaping():
    verdict = judge_at(MemoryView(ENGINES), "taint", "site/pages.py", "mail_env = Environment(", "xss")
    assert verdict.verdict is not VerdictKind.CONFIRMED, verdict.reason


ERROR_PAGES = {
    "shop/__init__.py": """
        from flask import Flask, request


        def create_app():
            app = Flask(__name__)

            @app.errorhandler(404)
            def page_not_found(error):
                return "<h1>Not Found</h1><p>Nothing lives at %s</p>" % request.path, 404

            @app.errorhandler(500)
            def server_error(error):
                return "<h1>Sorry</h1><p>Something broke.</p>", 500

            return app
        """,
}


def test_a_flask_error_handler_echoing_the_request_path_into_html_is_raised_and_confirmed_by_both_slots():
    view = MemoryView(ERROR_PAGES)
    lines = {f.primary.start_line for f in raised(view, "taint") if f.category == "xss"}
    assert line_of(view, "shop/__init__.py", "Nothing lives at") in lines
    for slot in ("taint", "pattern"):
        verdict = judge_at(view, slot, "shop/__init__.py", "Nothing lives at", "xss")
        assert verdict.verdict is VerdictKind.CONFIRMED, (slot, verdict.reason)
    assert not [f for f in raised(view, "taint") if f.category == "xss" and "Something broke" in f.evidence[0].quote]
