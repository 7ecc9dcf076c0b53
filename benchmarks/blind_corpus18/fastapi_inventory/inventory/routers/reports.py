from fastapi import APIRouter, Body
from fastapi.responses import HTMLResponse
from jinja2 import Environment, FileSystemLoader, select_autoescape
from jinja2.sandbox import SandboxedEnvironment

from ..settings import get_settings

router = APIRouter()
_env = Environment(loader=FileSystemLoader("templates"), autoescape=select_autoescape())


@router.post("/custom", response_class=HTMLResponse)
def custom(template: str = Body(..., embed=True), title: str = Body("Report", embed=True)):
    return Environment().from_string(template).render(title=title)


@router.post("/sandboxed", response_class=HTMLResponse)
def sandboxed(template: str = Body(..., embed=True)):
    env = SandboxedEnvironment(autoescape=True)

    return env.from_string(template).render(title="Report")


@router.get("/stock", response_class=HTMLResponse)
def stock(warehouse: str = ""):
    return _env.get_template("stock.html").render(warehouse=warehouse)
