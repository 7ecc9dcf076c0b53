"""A file an installed package ships (`pkg_resources.resource_filename(ns, fn)`, `importlib.resources.files(...)`) is
the package's own, written by its authors: an XML schema parsed from one is no document an attacker wrote, whoever
names the resource (spyne's `parse_xml_resource`). A client's text in the name is still a path traversal."""

from __future__ import annotations

from tests.builtin_support import MemoryView, judge_at, line_of, raised
from tickets.models import VerdictKind

RESOURCES = """
    import os.path

    from flask import Flask, request, send_file
    from lxml import etree
    from pkg_resources import resource_filename

    app = Flask(__name__)


    def get_resource_path(ns, fn):
        return os.path.abspath(resource_filename(ns, fn))


    def parse_xml_resource(ns, fn):
        return etree.parse(open(get_resource_path(ns, fn), "rb")).getroot()  # a resource


    def parse_file(path):
        return etree.parse(open(path, "rb")).getroot()  # a caller's file


    @app.route("/schema")
    def schema():
        return send_file(open(resource_filename("app", request.args["name"]), "rb"), "text/xml")  # a client's name
    """


def test_xml_from_a_packaged_resource_is_the_packages_own():
    view = MemoryView({"app/__init__.py": "", "app/resource.py": RESOURCES})
    verdict = judge_at(view, "taint", "app/resource.py", "# a resource", "xxe")
    assert verdict.verdict is not VerdictKind.CONFIRMED, verdict.reason
    found = {(f.category, f.primary.start_line) for f in raised(view, "taint")}
    assert ("xxe", line_of(view, "app/resource.py", "# a resource")) not in found
    assert ("xxe", line_of(view, "app/resource.py", "# a caller's file")) in found


def test_a_clients_text_in_a_resource_name_is_still_a_traversal():
    view = MemoryView({"app/__init__.py": "", "app/resource.py": RESOURCES})
    found = {(f.category, f.primary.start_line) for f in raised(view, "taint")}
    assert ("path-traversal", line_of(view, "app/resource.py", "# a client's name")) in found
