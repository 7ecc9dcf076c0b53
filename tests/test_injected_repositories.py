"""Two rules about a FastAPI application's repository objects.

- A parameter `Depends(provider)` fills, with no annotation, holds what the provider returns: the methods called on
  it are that class's (`repo=Depends(customers_repo)` where `customers_repo` returns `Repository(...)`), so what the
  handler passes them reaches their sinks. A generic annotation (`Repository[Customer]`) names the class too.
- A membership test against a collection the object keeps, built by its own methods from nothing a client sent
  (`self.columns`, the names of a dataclass's fields), is an allowlist; one a request filled is not.
"""

from __future__ import annotations

import pytest

from tests.builtin_support import MemoryView, raised

REPOSITORY = """
    import sqlite3
    from dataclasses import dataclass, fields


    @dataclass
    class Customer:
        id: int
        name: str
        email: str


    class Repository:
        def __init__(self, conn, table, model):
            self.conn = conn
            self.table = table
            self.columns = {f.name for f in fields(model)}

        def find_by(self, field, value):
            if field not in self.columns:
                raise KeyError(field)
            return self.conn.execute(f"SELECT * FROM {self.table} WHERE {field} = ?", (value,)).fetchall()

        def search(self, text):
            return self.conn.execute(f"SELECT * FROM {self.table} WHERE name LIKE '%{text}%'").fetchall()


    class Recent:
        def __init__(self, seen):
            self.seen = seen

        def lookup(self, conn, field):
            if field not in self.seen:
                raise KeyError(field)
            return conn.execute(f"SELECT {field} FROM customers").fetchall()
    """

DEPS = """
    from fastapi import Depends

    from .db import get_conn
    from .repository import Customer, Repository


    def customers_repo(conn=Depends(get_conn)) -> Repository:
        return Repository(conn, "customers", Customer)
    """

ROUTER = """
    from fastapi import APIRouter, Depends, Request

    from .db import get_conn
    from .deps import customers_repo
    from .repository import Recent

    router = APIRouter()


    @router.get("/search")
    def search(q: str, repo=Depends(customers_repo)):
        return repo.search(q)


    @router.get("/lookup")
    def lookup(field: str, value: str, repo=Depends(customers_repo)):
        return repo.find_by(field, value)


    @router.get("/recent")
    def recent(request: Request, field: str, conn=Depends(get_conn)):
        return Recent(request.query_params.getlist("seen")).lookup(conn, field)
    """


def _sql_lines() -> dict[int, str]:
    view = MemoryView({"billing/__init__.py": "", "billing/db.py": "def get_conn():\n    return None\n",
                       "billing/repository.py": REPOSITORY, "billing/deps.py": DEPS, "billing/router.py": ROUTER})
    lines = view.files["billing/repository.py"].splitlines()
    return {f.primary.start_line: lines[f.primary.start_line - 1].strip()
            for f in raised(view, "taint") if f.category == "sql-injection"}


@pytest.mark.parametrize(("needle", "flagged"), [
    ("LIKE '%{text}%'", True),  # reached through the object Depends() made
    ("WHERE {field} = ?", False),  # the column is one of the dataclass's fields
    ("SELECT {field} FROM customers", True),  # the "allowlist" is what the request sent
])
def test_a_dependency_s_repository_methods_are_followed_and_its_own_field_list_is_an_allowlist(needle, flagged):
    found = _sql_lines()
    assert any(needle in text for text in found.values()) is flagged, found
