import ast

from fastapi import APIRouter
from pydantic import BaseModel

router = APIRouter(prefix="/rules", tags=["alerts"])


class AlertRule(BaseModel):
    name: str
    expression: str
    threshold: str = "0"


class Evaluator:
    def __init__(self, metrics: dict):
        self.metrics = metrics

    def check(self, rule: AlertRule) -> bool:
        env = dict(self.metrics)
        env["threshold"] = ast.literal_eval(rule.threshold)
        return bool(eval(rule.expression, {"__builtins__": {}}, env))


@router.post("/test")
def test_rule(rule: AlertRule):
    sample = {"cpu": 0.42, "mem": 0.77, "errors": 3}
    return {"fires": Evaluator(sample).check(rule)}
