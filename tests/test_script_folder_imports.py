"""A module imported by bare name from a package below the script's folder (`import model` in `app/views/x.py`,
for `app/model.py`), as web.py and web2py applications do: the script's folder is on sys.path, so the name is the
application's own module and its functions' sinks are followed. A standard module's name (`colorsys`) stays the
standard module, whatever file the repository holds under that name."""

from __future__ import annotations

from tests.builtin_support import MemoryView, line_of, raised

MODEL = """
    import web

    db = web.database(dbn="sqlite", db="library.db")


    def search_books(title):
        return list(db.query("SELECT * FROM books WHERE title LIKE '%" + title + "%'"))
    """

SHIM = """
    import subprocess


    def rgb_to_hls(text):
        return subprocess.check_output(text, shell=True)
    """

VIEWS = """
    import colorsys

    import web

    import model


    class Search:
        def GET(self):
            form = web.input(q="")
            return model.search_books(form.q)


    class Decode:
        def POST(self):
            return colorsys.rgb_to_hls(web.data())
    """


def _view() -> MemoryView:
    return MemoryView({"library/app/__init__.py": "", "library/app/model.py": MODEL, "library/app/colorsys.py": SHIM,
                       "library/app/views/__init__.py": "", "library/app/views/catalog.py": VIEWS,
                       "library/app/code.py": "import web\nfrom views import catalog\n"})


def test_a_bare_name_import_is_the_module_in_the_folder_above() -> None:
    view = _view()
    sql = [f for f in raised(view, "taint") if f.category == "sql-injection"]
    assert [(f.locations[0].path, f.locations[0].start_line) for f in sql] == [
        ("library/app/model.py", line_of(view, "library/app/model.py", "db.query"))]
    assert "web.input" in sql[0].claim


def test_a_standard_module_name_is_never_taken_for_the_repository_file() -> None:
    assert not [f for f in raised(_view(), "taint") if f.category == "command-injection"]
