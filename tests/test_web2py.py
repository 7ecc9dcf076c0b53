"""web2py: a controller gets `request`, `db`, `XML` and `redirect` as globals, the client's query and form
variables in request.vars. What reaches db.executesql's SQL, XML() unsanitised or redirect() is raised by the taint
slot and confirmed by the pattern slot; executesql with placeholders and XML(..., sanitize=True) are not."""

from __future__ import annotations

import pytest

from tests.builtin_support import MemoryView, judge_at, line_of, raised
from tickets.models import VerdictKind

CONTROLLER = """
    # -*- coding: utf-8 -*-

    def search():
        q = request.vars.q or ''
        rows = db.executesql("SELECT id FROM item WHERE name LIKE '%%%s%%'" % q, as_dict=True)
        return dict(rows=rows)


    def by_location():
        rows = db.executesql("SELECT id FROM item WHERE location_id = %s", placeholders=[request.vars.loc])
        return dict(rows=rows)


    def message():
        return dict(notice=XML(request.vars.msg or ''))


    def note():
        return dict(note=XML(request.post_vars.text, sanitize=True, permitted_tags=['b', 'i']))


    def goto():
        redirect(request.get_vars._next or URL('index'))
    """

RAISED = {"sql-injection": "rows = db.executesql(\"SELECT id FROM item WHERE name LIKE",
          "xss": "return dict(notice=XML(", "open-redirect": "redirect(request.get_vars._next"}


def _view() -> MemoryView:
    return MemoryView({"applications/inventory/controllers/default.py": CONTROLLER})


def test_request_vars_reaching_raw_sql_unsanitised_markup_or_a_redirect_are_raised_and_nothing_else():
    view = _view()
    path = "applications/inventory/controllers/default.py"
    found = sorted((f.category, f.primary.start_line) for f in raised(view, "taint"))
    assert found == sorted((category, line_of(view, path, needle)) for category, needle in RAISED.items())


@pytest.mark.parametrize(("category", "needle"), sorted(RAISED.items()))
def test_the_pattern_slot_confirms_each(category, needle):
    verdict = judge_at(_view(), "pattern", "applications/inventory/controllers/default.py", needle, category)
    assert verdict.verdict is VerdictKind.CONFIRMED, verdict.reason


def test_the_pattern_slot_refutes_sanitised_markup():
    verdict = judge_at(_view(), "pattern", "applications/inventory/controllers/default.py",
                       "return dict(note=XML(request.post_vars.text, sanitize=True", "xss")
    assert verdict.verdict is VerdictKind.REFUTED, verdict.reason


# web2py's own modules: URL() from gluon builds "/application/controller/function/args?vars" on the site, so the
# request's args and vars after its fixed names move nothing; a raw `_next` still does.
GLUON = {
    "gluon/__init__.py": """
        from gluon.globals import current
        from gluon.html import URL, XML
        from gluon.http import redirect
        """,
    "gluon/globals.py": """
        import threading

        current = threading.local()
        """,
    "gluon/html.py": """
        def URL(a=None, c=None, f=None, r=None, args=None, vars=None, scheme=None, host=None):
            other = ''
            if args:
                other = '/' + '/'.join(args)
            if vars:
                other += '?' + '&'.join('%s=%s' % kv for kv in vars.items())
            return (a or '') + '/' + (c or '') + '/' + (f or '') + other


        def XML(text, sanitize=False):
            return text
        """,
    "gluon/http.py": """
        class HTTP(Exception):
            pass


        def redirect(location, how=303):
            raise HTTP(how, Location=location)
        """,
    "gluon/tools.py": """
        from gluon import *


        class Auth(object):
            def __init__(self):
                request = current.request
                self.next = request.vars._next

            def url(self, f=None, args=None, vars=None, scheme=False):
                return URL(c='default', f=f, args=args, vars=vars, scheme=scheme)

            def register(self, next=None):
                request = current.request
                if not next:
                    next = self.url(args=request.args)
                else:
                    next = self.next
                redirect(next)  # the next the request gave, on one path

            def link(self):
                request = current.request
                return XML('<a href="%s">go</a>' % URL('default', 'index', extension=request.vars.ext))  # markup

            def login(self):
                request = current.request
                redirect(self.url(args=request.args, vars=request.get_vars))  # own URL with the request's args

            def onward(self):
                request = current.request
                redirect(request.vars._next)  # client's URL
        """,
}


OWN_URL = {
    "shop/views.py": """
        from flask import Flask, redirect, request

        app = Flask(__name__)


        def URL(target=None):
            return target or "/"


        @app.route("/go")
        def go():
            return redirect(URL(target=request.args["next"]))  # a module's own URL()
        """,
}


def test_gluons_url_with_the_requests_args_is_a_local_path_and_a_raw_next_still_counts():
    view = MemoryView(GLUON)
    found = raised(view, "taint")
    lines = {f.primary.start_line for f in found if f.category == "open-redirect"}
    assert lines == {line_of(view, "gluon/tools.py", needle) for needle in ("# client's URL", "# the next the request")}
    # only where it leads is the program's: what follows the fixed names is still the client's markup
    assert line_of(view, "gluon/tools.py", "# markup") in {f.primary.start_line for f in found if f.category == "xss"}


def test_a_modules_own_function_named_url_is_not_webpys():
    view = MemoryView(OWN_URL)
    assert [f.primary.start_line for f in raised(view, "taint") if f.category == "open-redirect"] == [
        line_of(view, "shop/views.py", "# a module's own URL()")]
