from fastapi import APIRouter, Depends

from app.automation.rules import Rule, engine, priority_score
from app.deps import current_agent
from app.schemas import RuleIn

router = APIRouter(prefix="/automation", tags=["automation"])


@router.post("/rules", status_code=201)
async def create_rule(body: RuleIn, agent: dict = Depends(current_agent)):
    engine.register(Rule(name=body.name, condition=body.condition, actions=body.actions))
    return {"name": body.name}


@router.post("/preview")
async def preview(ticket: dict, age_hours: float = 0, agent: dict = Depends(current_agent)):
    return {
        "rules": [r.name for r in engine.matching(ticket)],
        "score": priority_score(ticket, age_hours),
    }
