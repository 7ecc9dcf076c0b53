"""Falcon resources: plain classes whose verb-named responders get the URL's fields, and whose responses are
JSON until the responder declares them HTML.

A Falcon resource needs no base class: `on_get(self, req, resp, apiary)` is called for `/apiaries/{apiary}` with
the captured field. Its body (`resp.text`) is a page only once the responder sets an HTML content type.
"""

from __future__ import annotations

from tests.builtin_support import MemoryView, judge, raised
from tickets.models import VerdictKind

RESOURCES = {
    "hives/resources.py": """
        import html

        import falcon


        class ApiaryResource(object):
            def on_get(self, req, resp, apiary):
                rows = req.context.db.execute("SELECT * FROM hives WHERE apiary = ?", (apiary,)).fetchall()
                resp.content_type = falcon.MEDIA_HTML
                if not rows:
                    resp.text = "<h1>Apiary {} has no hives yet</h1>".format(apiary)
                    return
                resp.text = "<h1>Apiary {}</h1>".format(html.escape(apiary))

            def on_post(self, req, resp, apiary):
                req.context.db.execute("DELETE FROM hives WHERE apiary = '%s'" % apiary)


        class StatusResource:
            def on_get(self, req, resp, name):
                resp.text = "<h1>{}</h1>".format(name)

            def describe(self, apiary):
                return "apiary %s" % apiary
        """,
    "hives/app.py": """
        import falcon

        from hives.resources import ApiaryResource, StatusResource

        app = falcon.App()
        app.add_route("/apiaries/{apiary}", ApiaryResource())
        app.add_route("/status/{name}", StatusResource())
        """,
}


def _raised() -> dict[tuple[int, str], object]:
    view = MemoryView(RESOURCES)
    return {(f.primary.start_line, f.category): f for f in raised(view, "taint")
            if f.primary.path == "hives/resources.py"}


def test_a_responders_url_fields_are_the_clients_in_a_resource_with_no_base():
    found = _raised()
    lines = MemoryView(RESOURCES).files["hives/resources.py"].splitlines()
    delete = next(n for n, text in enumerate(lines, 1) if "DELETE FROM" in text)
    assert (delete, "sql-injection") in found
    verdict = judge(MemoryView(RESOURCES), "pattern", found[(delete, "sql-injection")])
    assert verdict.verdict is VerdictKind.CONFIRMED, verdict.reason


def test_the_body_of_a_response_declared_html_is_a_page_and_a_json_ones_is_not():
    view = MemoryView(RESOURCES)
    found = _raised()
    lines = view.files["hives/resources.py"].splitlines()
    page = next(n for n, text in enumerate(lines, 1) if "has no hives yet" in text)
    escaped = next(n for n, text in enumerate(lines, 1) if "html.escape(apiary)" in text)
    json_body = next(n for n, text in enumerate(lines, 1) if '"<h1>{}</h1>".format(name)' in text)
    xss = sorted(line for line, category in found if category == "xss")
    assert xss == [page], xss  # not the escaped page, not StatusResource's JSON response
    verdict = judge(view, "pattern", found[(page, "xss")])
    assert verdict.verdict is VerdictKind.CONFIRMED, verdict.reason
    assert escaped != page and json_body != page
