"""A file the package ships beside its code (a schema, a template, a rules file found through `__file__`) holds what
its authors wrote: the taint slot does not confirm its contents as untrusted data, whoever names the file inside the
package's folder. A path a client's request names there still reads a file the client may choose, and still reaches a
path sink as it does anywhere; a folder that is not the package's is any user's."""

from __future__ import annotations

from tests.builtin_support import markers_raised

SHIPPED = """
    import os
    from pathlib import Path

    from flask import Flask, request
    from lxml import etree

    app = Flask(__name__)
    HERE = os.path.dirname(os.path.abspath(__file__))
    HERE_TWICE = os.path.dirname(__file__)
    HERE_TWICE = "/srv/uploads"


    def schema(kind):
        with open(os.path.join(os.path.dirname(__file__), "schemas", kind + ".xsd"), "rb") as fh:  # schema-open
            return etree.fromstring(fh.read())  # schema-parse


    def template(kind):
        return etree.fromstring((Path(__file__).resolve().parent / "templates" / kind).read_bytes())  # template


    def rules(kind):
        path = os.path.join(HERE, kind + ".xml")
        with open(path, "rb") as fh:
            return etree.fromstring(fh.read())  # rules


    def uploaded(kind):
        with open(os.path.join(HERE_TWICE, kind), "rb") as fh:
            return etree.fromstring(fh.read())  # rebound-folder


    def users(folder, kind):
        with open(os.path.join(os.path.dirname(folder), kind), "rb") as fh:
            return etree.fromstring(fh.read())  # user-folder


    def beside(kind):
        with open(os.path.join(Path(__file__), kind), "rb") as fh:
            return etree.fromstring(fh.read())  # not-a-folder


    @app.route("/schema")
    def show():
        kind = request.args["kind"]
        schema(kind), template(kind), rules(kind), uploaded(kind), users(request.args["folder"], kind), beside(kind)
        with open(os.path.join(HERE, request.args["name"]), "rb") as fh:
            return etree.fromstring(fh.read())  # request-named
    """


def test_a_file_in_the_packages_own_folder_holds_what_its_authors_wrote() -> None:
    """`os.path.dirname(__file__)`, `Path(__file__).resolve().parent` and a module name bound once to either."""
    raised = markers_raised({"app.py": SHIPPED}, "xxe")
    assert {"schema-parse", "template", "rules"}.isdisjoint(raised)


def test_a_folder_that_is_not_the_packages_is_any_users() -> None:
    """A name bound to the folder and then to another, a parameter's folder, and `__file__` joined as if a folder."""
    raised = markers_raised({"app.py": SHIPPED}, "xxe")
    assert {"rebound-folder", "user-folder", "not-a-folder"} <= raised


def test_a_name_the_request_gives_still_reads_a_file_the_client_may_choose() -> None:
    assert "request-named" in markers_raised({"app.py": SHIPPED}, "xxe")


def test_the_path_itself_is_still_judged_at_the_path_sink() -> None:
    """The contents are the package's; a client's `../` in the name is a path traversal, ticketed where it opens."""
    assert "schema-open" in markers_raised({"app.py": SHIPPED}, "path-traversal")
