from fastapi import APIRouter
from fastapi.responses import HTMLResponse
from jinja2 import Environment, BaseLoader, select_autoescape
from pydantic import BaseModel

from ..deps import PrincipalDep, SessionDep
from ..services.formulas import reorder_point
from ..services.query_builder import totals_by

router = APIRouter()
_env = Environment(loader=BaseLoader(), autoescape=select_autoescape(default=True))

SUMMARY = _env.from_string("<h1>{{ title }}</h1><ul>{% for k, v in totals.items() %}<li>{{ k }}: {{ v }}</li>{% endfor %}</ul>")


class ReorderIn(BaseModel):
    formula: str
    avg_daily: float
    lead_days: float
    safety: float = 0


@router.get("/totals", response_class=HTMLResponse)
async def totals(principal: PrincipalDep, session: SessionDep, group: str = "location", title: str = "Totals"):
    data = await totals_by(session, principal.tenant, group, str)
    return SUMMARY.render(title=title, totals=data)


@router.post("/reorder")
async def reorder(body: ReorderIn, principal: PrincipalDep):
    return {"reorder_at": reorder_point(body.formula, avg_daily=body.avg_daily, lead_days=body.lead_days, safety=body.safety)}


@router.post("/custom", response_class=HTMLResponse)
async def custom(principal: PrincipalDep, session: SessionDep, template: str, group: str = "location"):
    data = await totals_by(session, principal.tenant, "location", str)
    return _env.from_string(template).render(totals=data)
