"""Annual harvest show: entries and scoring."""
import operator

from fastapi import APIRouter, Body, Depends, HTTPException

from ..deps import committee_member, current_member

router = APIRouter(prefix="/harvest", tags=["harvest show"])

_COMPARATORS = {
    "gt": operator.gt,
    "ge": operator.ge,
    "lt": operator.lt,
    "le": operator.le,
    "eq": operator.eq,
}

_scoring = {"rule": "weight_kg * 10 + (5 if organic else 0)"}
_DEFAULT_RULE = compile(_scoring["rule"], "<default-scoring-rule>", "eval")


@router.put("/scoring")
def set_scoring(rule: str = Body(..., embed=True), judge=Depends(committee_member)):
    _scoring["rule"] = rule
    return {"rule": rule}


@router.post("/score")
def score_entry(entry: dict = Body(...), member=Depends(current_member)):
    env = {
        "weight_kg": float(entry.get("weight_kg", 0)),
        "length_cm": float(entry.get("length_cm", 0)),
        "organic": bool(entry.get("organic")),
    }
    # entrants in the "special class" may submit their own category formula
    rule = entry.get("rule") or _scoring["rule"]
    points = eval(rule, {"__builtins__": {}}, env)
    return {"points": points}


@router.get("/default-score")
def default_score(weight_kg: float = 0.0, organic: bool = False):
    return {"points": eval(_DEFAULT_RULE, {"__builtins__": {}}, {"weight_kg": weight_kg, "length_cm": 0.0, "organic": organic})}


@router.post("/filter")
def filter_entries(entries: list[dict] = Body(...), field: str = Body("weight_kg"), op: str = Body("gt"), value: float = Body(0.0)):
    cmp = _COMPARATORS.get(op)
    if cmp is None or field not in ("weight_kg", "length_cm"):
        raise HTTPException(status_code=400, detail="unsupported filter")
    return [e for e in entries if cmp(float(e.get(field, 0)), value)]
