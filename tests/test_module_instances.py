"""Calls through another module's module-level instance (`Files = FilesTable()` in models, `Files.get_file_by_id(id)`
in a view) are that class's methods: its sinks see the caller's arguments, and what it returns is what the method
returns: a row the method reads by its key (`db.get(File, id)`) is what the database holds, not the client's key.
Before, such a call was one the analysis could not follow, and its result carried every argument's values."""

from __future__ import annotations

import textwrap

import pytest

from tests.builtin_support import MemoryView, markers_raised, raised

MODELS = """
    from pydantic import BaseModel
    from sqlalchemy.orm import declarative_base

    Base = declarative_base()


    class File(Base):
        __tablename__ = "file"


    class FileModel(BaseModel):
        path: str


    class FilesTable:
        async def get_file_by_id(self, id, db=None):
            file = await db.get(File, id)
            if not file:
                return None
            return FileModel.model_validate(file)


    class Reader:
        def read(self, name):
            with open("/srv/files/" + name) as fh:
                return fh.read()

        def same(self, name):
            return name


    Files = FilesTable()
    reader = Reader()
    """

VIEWS = """
    from fastapi import APIRouter, Depends

    from app.models import File, Files, reader

    router = APIRouter()


    @router.get("/by-id")
    async def by_id(file_id: str, db=Depends(get_db)):
        file = await Files.get_file_by_id(file_id, db=db)
        with open(file.path, "rb") as fh:
            return fh.read()


    @router.get("/direct")
    async def direct(file_id: str, db=Depends(get_db)):
        file = await db.get(File, file_id)
        return open(file.path).read()


    @router.get("/read")
    async def read(name: str):
        return reader.read(name)


    @router.get("/same")
    async def same(name: str):
        return open(reader.same(name)).read()
    """


def _paths(models: str = MODELS, views: str = VIEWS) -> list[tuple[str, str]]:
    view = MemoryView({"app/__init__.py": "", "app/models.py": models, "app/views.py": views})
    return [(f.locations[0].path, view.files[f.locations[0].path].splitlines()[f.locations[0].start_line - 1].strip())
            for f in raised(view, "taint", ["app/views.py", "app/models.py"]) if f.category == "path-traversal"]


def test_a_sink_in_a_method_of_another_modules_instance_sees_the_callers_value():
    assert ("app/models.py", 'with open("/srv/files/" + name) as fh:') in _paths()


def test_what_the_method_returns_of_its_argument_comes_back_to_the_caller():
    assert ("app/views.py", "return open(reader.same(name)).read()") in _paths()


def test_a_row_a_method_reads_by_its_key_holds_what_the_database_holds_not_the_key():
    found = _paths()
    assert ("app/views.py", 'with open(file.path, "rb") as fh:') not in found, found
    assert ("app/views.py", "return open(file.path).read()") not in found, found


@pytest.mark.parametrize("rebinding", ["reader = None", "def reset():\n    global reader\n    reader = None"])
def test_a_name_bound_again_names_no_one_instance(rebinding):
    models = MODELS.replace("reader = Reader()", "reader = Reader()\n" + textwrap.indent(rebinding, "    "))
    assert ("app/models.py", 'with open("/srv/files/" + name) as fh:') not in _paths(models=models)


CHECKS = {
    "svc/__init__.py": "",
    "svc/checks.py": """
        import re

        from flask import abort

        NAME = re.compile(r"^[a-z]+$")


        class Strict:
            def check(self, name):
                if not NAME.match(name):
                    abort(400)


        class Fixed:
            def path_of(self, name):
                return "/srv/docs/index.html"


        validator = Strict()
        store = Fixed()
        """,
    "svc/views.py": """
        import os

        from flask import Flask, request

        from svc.checks import store, validator

        app = Flask(__name__)


        @app.route("/doc")
        def doc():
            name = request.args["name"]
            validator.check(name)
            return open(os.path.join("/srv/docs", name)).read()  # after the instance's check


        def local(store, name):
            return open(store.path_of(name)).read()  # a parameter named like the instance


        @app.route("/local")
        def local_view():
            return local(request.environ["docs.store"], request.args["name"])
        """,
}


def test_what_an_instances_method_checks_is_not_taken_as_a_promise():
    """`validator.check = skip` in any module, or a constructor binding `self.check`, replaces it at run time."""
    assert "after the instance's check" in markers_raised(CHECKS, "path-traversal")


def test_a_local_name_like_an_imported_instance_is_some_other_object():
    """The parameter `store` may hold any object: its `path_of` is not the imported Fixed instance's."""
    assert "a parameter named like the instance" in markers_raised(CHECKS, "path-traversal")
