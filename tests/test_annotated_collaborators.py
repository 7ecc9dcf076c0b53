"""A parameter annotated with a class of the project (`stations: StationRepository`, a dependency a framework
injects or a collaborator handed in) holds an instance of that class: a method called on it is that class's, found
along its bases, generic ones included (`class StationRepository(Repository[Station])`). An annotation naming a
standard or third-party type names no method of the project's."""

from __future__ import annotations

import ast

import pytest

from tests.builtin_support import MemoryView, judge_at, line_of, raised
from tickets.models import VerdictKind

REPOSITORY = """
    from sqlalchemy import text


    class Repository[T]:
        table = ""

        def __init__(self, session):
            self.session = session

        def list(self, order_by="id"):
            return self.session.execute(text(f"SELECT * FROM {self.table} ORDER BY {order_by}"))

        def count(self, order_by="id"):
            return self.session.execute(text(f"SELECT count(*) FROM {self.table}"))


    class StationRepository(Repository[dict]):
        table = "stations"
    """

CONTROLLER = """
    from typing import Optional

    from flask import request

    from shop.repository import StationRepository


    def stations_sorted(stations: ANNOTATION):
        return stations.METHOD(order_by=request.args["sort"])
    """


def _view(annotation: str = "StationRepository", method: str = "list") -> MemoryView:
    controller = CONTROLLER.replace("ANNOTATION", annotation).replace("METHOD", method)
    return MemoryView({"shop/__init__.py": "", "shop/repository.py": REPOSITORY, "shop/views.py": controller})


def _sql_findings(view: MemoryView) -> list:
    return [f for f in raised(view, "taint", ["shop/views.py", "shop/repository.py"]) if f.category == "sql-injection"]


@pytest.mark.parametrize("annotation", ["StationRepository", "Optional[StationRepository]",
                                        '"StationRepository | None"'])
def test_a_method_called_on_an_annotated_parameter_is_its_classs(annotation):
    findings = _sql_findings(_view(annotation))
    assert [f.locations[0].path for f in findings] == ["shop/repository.py"], [f.claim for f in findings]


def test_the_flow_through_a_generic_base_is_confirmed_by_both_slots():
    for slot in ("taint", "pattern"):
        verdict = judge_at(_view(), slot, "shop/repository.py", 'text(f"SELECT * FROM', "sql-injection")
        assert verdict.verdict is VerdictKind.CONFIRMED, (slot, verdict.reason)


def test_a_method_that_drops_the_argument_is_no_flow():
    assert _sql_findings(_view(method="count")) == []


def test_an_unannotated_or_untyped_parameter_names_no_class():
    assert _sql_findings(_view("object")) == []


LOCAL = """
    import os

    import requests
    from flask import request


    class Runner:
        def run(self, name):
            os.system("make " + name)


    def build(runner: Runner):
        runner.run(request.args["target"])


    def fetch(session: requests.Session, path: str):
        return session.get("https://api.example.com/" + path)


    def fetch_from(session: requests.Session):
        return session.get(request.args["url"])
    """


def test_a_class_of_the_same_module_is_found_too():
    findings = raised(MemoryView({"tool.py": LOCAL}), "taint", ["tool.py"])
    assert any(f.category == "command-injection" for f in findings), [f.title for f in findings]


def test_a_third_party_annotation_makes_no_sink():
    """`session: requests.Session` does not make `session.get` an outbound request the analysis did not know."""
    findings = raised(MemoryView({"tool.py": LOCAL}), "taint", ["tool.py"])
    assert not any(f.category == "ssrf" for f in findings), [f.title for f in findings]


def test_what_the_annotation_resolves_to():
    from agent_providers.builtin.taint_expr import ModuleContext
    from agent_providers.builtin.taint_module import annotated_class

    imports = {"Repo": "shop.repository.Repo", "requests": "requests"}
    ctx = ModuleContext(consts={}, module="shop.views", imports=imports)
    ctx.classes = {"Local": {}}

    class Outside:
        def klass(self, canonical):
            return object() if canonical == "shop.repository.Repo" else None

    ctx.outside = Outside()  # type: ignore[assignment]
    expr = lambda text: ast.parse(text, mode="eval").body  # noqa: E731
    assert annotated_class(ctx, expr("Repo")) == "shop.repository.Repo"
    assert annotated_class(ctx, expr("'Repo'")) == "shop.repository.Repo"
    assert annotated_class(ctx, expr("Repo | None")) == "shop.repository.Repo"
    assert annotated_class(ctx, expr("Local")) == "shop.views.Local"
    assert annotated_class(ctx, expr("requests.Session")) is None
    assert annotated_class(ctx, expr("int")) is None
    assert annotated_class(ctx, expr("Repo | Local")) is None  # either: no one class to look in
    assert annotated_class(ctx, None) is None


PAGES = """
    import sqlite3


    class Page:
        @classmethod
        def find(cls, title):
            return sqlite3.connect("wiki.db").execute("SELECT * FROM page WHERE title = '%s'" % title)

        @staticmethod
        def lookup(title):
            return sqlite3.connect("wiki.db").execute("SELECT * FROM page WHERE name = '%s'" % title)

        @classmethod
        def count(cls, title):
            return sqlite3.connect("wiki.db").execute("SELECT count(*) FROM page")
    """

WIKI = """
    from flask import request

    from wiki.pages import Page


    def show():
        return Page.find(request.args["title"])


    def show_static():
        return Page.lookup(request.args["name"])


    def show_count():
        return Page.count(request.args["other"])
    """


def test_a_class_or_static_method_called_on_its_imported_class_gets_the_arguments():
    view = MemoryView({"wiki/__init__.py": "", "wiki/pages.py": PAGES, "wiki/views.py": WIKI})
    found = {f.primary.start_line for f in raised(view, "taint", ["wiki/views.py", "wiki/pages.py"])
             if f.category == "sql-injection" and f.primary.path == "wiki/pages.py"}
    assert found == {line_of(view, "wiki/pages.py", "title = '%s'"), line_of(view, "wiki/pages.py", "name = '%s'")}


JOBS = """
    from collections import UserString


    class Job(UserString):
        pass


    class SearchForm(BaseForm):
        def clean_query(self):
            return self.data["query"].strip()
    """

RUNNER = """
    import subprocess

    from flask import redirect, request

    from work.jobs import Job, SearchForm


    def run():
        job = Job(request.args["cmd"])
        subprocess.call(job.data, shell=True)


    def search():
        form = SearchForm(request.args)
        return redirect(form.save())
    """


def test_a_class_with_no_method_of_its_own_holds_what_it_was_given_and_one_with_methods_is_followed():
    view = MemoryView({"work/__init__.py": "", "work/jobs.py": JOBS, "work/run.py": RUNNER})
    found = {(f.category, f.primary.start_line) for f in raised(view, "taint", ["work/run.py"])}
    assert found == {("command-injection", line_of(view, "work/run.py", "subprocess.call(job.data"))}, found
