"""Litestar handlers, like FastAPI's, take the request's query, path and body values as their parameters; a parameter
a dependency fills (named in a `dependencies = {...}` dict, or a `dependencies=` argument) is the project's own."""

from __future__ import annotations

from tests.builtin_support import MemoryView, line_of, raised

CONTROLLER = """
    import subprocess

    import httpx
    from litestar import Controller, Litestar, get, post
    from litestar.di import Provide

    from app.deps import provide_host, provide_tool


    class MirrorController(Controller):
        path = "/mirror"
        dependencies = {"upstream": Provide(provide_host)}

        @get("/")
        async def mirror(self, source: str, path: str = "") -> dict:
            async with httpx.AsyncClient() as client:
                r = await client.get(f"http://{source}/{path}")
            return {"status": r.status_code}

        @get("/upstream")
        async def from_upstream(self, upstream: str) -> dict:
            async with httpx.AsyncClient() as client:
                r = await client.get(f"http://{upstream}/health")
            return {"status": r.status_code}


    @post("/run")
    async def run(tool: str, data: dict) -> str:
        return subprocess.check_output(tool + " " + data["args"], shell=True).decode()


    app = Litestar(route_handlers=[MirrorController, run], dependencies={"tool": Provide(provide_tool)})
    """


def _view() -> MemoryView:
    return MemoryView({"app/__init__.py": "", "app/deps.py": "def provide_host(): ...\ndef provide_tool(): ...\n",
                       "app/controllers.py": CONTROLLER})


def test_a_handlers_parameters_are_the_clients() -> None:
    view = _view()
    found = {(f.category, f.locations[0].start_line): f.claim for f in raised(view, "taint")}
    assert ("ssrf", line_of(view, "app/controllers.py", "http://{source}")) in found
    command = found[("command-injection", line_of(view, "app/controllers.py", "check_output"))]
    assert "data" in command


def test_a_parameter_a_dependency_fills_is_the_projects_own() -> None:
    view = _view()
    found = {(f.category, f.locations[0].start_line): f.claim for f in raised(view, "taint")}
    assert ("ssrf", line_of(view, "app/controllers.py", "http://{upstream}")) not in found
    assert "tool" not in found[("command-injection", line_of(view, "app/controllers.py", "check_output"))].split(
        "reaches")[0]
