"""Tariff quoting (uses PEP 695 syntax; requires Python 3.12+)."""
import random
from dataclasses import dataclass

from fastapi import APIRouter
from pydantic import BaseModel

type Rate = float
type RuleTable[K] = dict[K, Rate]

router = APIRouter()


@dataclass
class Rule[M]:
    name: str
    expr: str
    meta: M


class QuoteRequest(BaseModel):
    vessel: dict[str, float]
    rule_name: str
    rule_expr: str = "length_m * 2.5"


def evaluate[M](rule: Rule[M], vessel: dict[str, float]) -> Rate:
    return float(eval(rule.expr, {"__builtins__": {}}, dict(vessel)))


def describe[M](rule: Rule[M], vessel: dict[str, float]) -> str:
    return f"{rule.name}: {vessel["length_m"]:.1f} m, draft {vessel.get("draft_m", 0):.1f} m"


def should_audit(rate: Rate) -> bool:
    return random.random() < 0.02


@router.post("/quote")
def quote(req: QuoteRequest):
    rule: Rule[dict[str, str]] = Rule(req.rule_name, req.rule_expr, {})
    rate = evaluate(rule, req.vessel)
    return {"rate": rate, "text": describe(rule, req.vessel), "audit": should_audit(rate)}
