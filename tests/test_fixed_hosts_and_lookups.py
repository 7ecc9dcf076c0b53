"""Outbound requests whose host the program fixed, and a value found among the program's own records.

- A helper that builds `f"https://raw.githubusercontent.com/{org}/..."` from its parameter and fetches it fixes the
  host for every caller, as a sink of its own would.
- A base followed by a path (`settings.REVIEWS_URL + f"/reviews/{ext_id}"`) fixes the host before the untrusted text
  comes; a base the request or a caller gives (`any_config(base, repo)`) does not.
- A path alone (`client.get(f"/api/orders/{order_id}")`) names no host: the client's own base decides.
- A statement the client wrote whole, run as written (`execute(data["query"])`), is a SQL console; a template the
  client sent formatted with values, or a fragment handed to the program's own query (`order_by(text(sort))`), is
  still injection.
- `release = next((r for r in releases if r.link == link), None)` followed by `if release is None: abort(404)`:
  past it, LINK is one of the program's records' links. Not when the records came from the request.
"""

from __future__ import annotations

from tests.builtin_support import MemoryView, line_of, markers_raised, raised

APP = {
    "hub/github.py": """
        import httpx


        async def github_get(url):
            async with httpx.AsyncClient() as client:
                return (await client.get(url)).json()  # helper sink


        async def release_config(org, repo):
            return await github_get(f"https://raw.githubusercontent.com/{org}/{repo}/config.json")


        async def any_config(base, repo):
            return await github_get(f"{base}/{repo}/config.json")
        """,
    "hub/settings.py": """
        REVIEWS_URL = "https://reviews.example.org"
        """,
    "hub/views.py": """
        import httpx
        import requests
        from fastapi import APIRouter, HTTPException

        from hub import settings
        from hub.github import any_config, release_config
        from hub.store import all_releases

        router = APIRouter()
        client = httpx.AsyncClient(base_url="https://api.example.org")


        @router.get("/release/{org}/{repo}")
        async def release(org: str, repo: str):
            return await release_config(org, repo)


        @router.get("/config")
        async def config(base: str, repo: str):
            return await any_config(base, repo)


        @router.get("/reviews/{ext_id}")
        async def reviews(ext_id: str):
            return requests.get(settings.REVIEWS_URL + "/reviews/" + ext_id).json()  # configured base


        @router.get("/orders/{order_id}")
        async def order(order_id: str):
            return (await client.get(f"/api/orders/{order_id}")).json()  # path only


        @router.get("/details")
        async def details(link: str):
            release = next((r for r in all_releases() if r.details_link == link), None)
            if release is None:
                raise HTTPException(404)
            return requests.get(link).json()  # looked up


        @router.get("/details_any")
        async def details_any(link: str, links: list[str]):
            found = next((candidate for candidate in links if candidate == link), None)
            if found is None:
                raise HTTPException(404)
            return requests.get(link).json()  # among the request's own
        """,
    "hub/store.py": """
        import sqlite3


        def all_releases():
            return sqlite3.connect("hub.db").execute("SELECT * FROM releases").fetchall()
        """,
}


def _flagged() -> set[str]:
    """The marker comments of the lines the taint slot raises as server-side request forgery."""
    return markers_raised(APP, "ssrf")


def test_a_host_a_helper_fixed_or_a_configured_base_or_a_bare_path_leaves_no_host_to_choose():
    flagged = _flagged()
    assert "configured base" not in flagged
    assert "path only" not in flagged
    # the helper's sink is reached only through any_config, whose caller chooses the base
    view = MemoryView(APP)
    titles = [f.title for f in raised(view, "taint") if f.category == "ssrf" and f.primary.path == "hub/github.py"]
    assert titles and all("base" in title for title in titles), titles


def test_a_value_found_among_the_programs_records_is_that_record_value_but_not_among_the_requests():
    flagged = _flagged()
    assert "looked up" not in flagged
    assert "among the request's own" in flagged


CONSOLE = {
    "console/views.py": """
        import sqlite3

        from flask import Flask, request

        app = Flask(__name__)
        db = sqlite3.connect("app.db")


        def _run(statement):
            return db.execute(statement).fetchall()


        @app.route("/console", methods=["POST"])
        def console():
            query = request.json["query"]
            if query.upper().startswith("SELECT"):
                return {"rows": db.execute(query).fetchall()}  # console direct
            return {"rows": _run(query)}


        @app.route("/search")
        def search():
            return {"rows": db.execute("SELECT * FROM t WHERE name = '%s'" % request.args["q"]).fetchall()}  # spliced


        @app.route("/where")
        def where():
            return {"rows": _run("SELECT * FROM t WHERE " + request.args["where"])}


        @app.route("/templated", methods=["POST"])
        def templated():
            job = request.json
            query = job["template"].format(**job["params"])
            return {"rows": db.execute(query).fetchall()}  # formatted


        @app.route("/sorted")
        def sorted_rows():
            from sqlalchemy import text
            return {"rows": Row.query.order_by(text(request.args["sort"])).all()}  # fragment
        """,
}


def test_a_statement_the_client_wrote_whole_is_a_console_but_text_spliced_into_the_programs_is_injection():
    view = MemoryView(CONSOLE)
    lines = view.files["console/views.py"].splitlines()
    findings = [f for f in raised(view, "taint") if f.category == "sql-injection"]
    marked = {lines[f.primary.start_line - 1].partition("# ")[2] for f in findings}
    assert "console direct" not in marked
    assert {"spliced", "formatted", "fragment"} <= marked
    # the helper's sink is reached with the built WHERE clause only, never with the console's whole statement
    cited = {e.start_line for f in findings if "_run" in f.title for e in f.evidence}
    assert line_of(view, "console/views.py", '_run("SELECT') in cited
    assert line_of(view, "console/views.py", "return {\"rows\": _run(query)}") not in cited
