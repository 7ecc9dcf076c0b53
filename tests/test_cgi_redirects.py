"""A CGI script redirects by printing a `Location:` header line: the URL it prints is the redirect's target. Only a
line whose whole URL is the value counts (`"Location: %s" % back`); a URL with a fixed start stays on the site, and
a print outside a CGI script is no response."""

from __future__ import annotations

import pytest

from tests.builtin_support import MemoryView, judge_at, line_of, raised
from tickets.models import VerdictKind

LOGIN = """
    import cgi


    def main():
        form = cgi.FieldStorage()
        back = form.getfirst("return", "/catalog/")
        page = form.getfirst("page", "index")
        if form.getfirst("plain"):
            print("Location: " + back)
        elif form.getfirst("fmt"):
            print(f"Location: {back}")
        elif form.getfirst("local"):
            print("Location: /catalog/%s" % page)
        else:
            print("Location: %s" % back)
        print()


    if __name__ == "__main__":
        main()
    """


@pytest.mark.parametrize("slot", ["pattern", "taint"])
@pytest.mark.parametrize("needle, expected", [
    ('print("Location: %s" % back)', VerdictKind.CONFIRMED),
    ('print("Location: " + back)', VerdictKind.CONFIRMED),
    ('print(f"Location: {back}")', VerdictKind.CONFIRMED),
])
def test_a_cgi_scripts_printed_location_is_a_redirect(slot, needle, expected):
    verdict = judge_at(MemoryView({"cgi-bin/login.py": LOGIN}), slot, "cgi-bin/login.py", needle, "open-redirect")
    assert verdict.verdict is expected, verdict.reason


def test_a_location_with_a_fixed_start_is_not_raised():
    lines = {f.primary.start_line for f in raised(MemoryView({"cgi-bin/login.py": LOGIN}), "taint")}
    assert lines == {9, 11, 15}


def test_a_print_outside_a_cgi_script_is_no_response():
    script = LOGIN.replace("import cgi", "import sys").replace("cgi.FieldStorage()", "Options(sys.argv)")
    assert raised(MemoryView({"tools/login.py": script}), "taint") == []


COOKIE_PREFS = {
    "cgi-bin/report.py": """
        import base64
        import cgi
        import os
        import pickle
        from http.cookies import SimpleCookie


        def load_prefs():
            jar = SimpleCookie(os.environ.get("HTTP_COOKIE", ""))
            if "prefs" not in jar:
                return {}
            return pickle.loads(base64.b64decode(jar["prefs"].value))  # the visitor's cookie


        def main():
            form = cgi.FieldStorage()
            prefs = load_prefs()
            print("Content-Type: text/html\\n")
            print(prefs.get("title", form.getfirst("q", "")))


        main()
        """,
}


def test_a_cgi_scripts_cookie_header_parsed_by_simplecookie_is_the_visitors():
    view = MemoryView(COOKIE_PREFS)
    line = line_of(view, "cgi-bin/report.py", "# the visitor's cookie")
    found = {(f.category, f.primary.start_line) for f in raised(view, "taint")}
    assert ("unsafe-deserialization", line) in found, sorted(found)
