import logging
from dataclasses import dataclass, field
from typing import Any, Callable

log = logging.getLogger(__name__)

type Ticket = dict[str, Any]
type Predicate = Callable[[Ticket], bool]

PRIORITY_WEIGHTS = {"low": 1, "normal": 2, "high": 5, "urgent": 10}
SCORE_TEMPLATE = "{weight} * 10 + {age_hours} // 4"


@dataclass
class Rule:
    name: str
    condition: str
    actions: list[dict[str, Any]] = field(default_factory=list)


class RuleEngine:
    def __init__(self) -> None:
        self._compiled: dict[str, tuple[Rule, Predicate]] = {}

    def register(self, rule: Rule) -> None:
        src = f"def _pred(ticket):\n    return bool({rule.condition})\n"
        ns: dict[str, Any] = {}
        exec(compile(src, f"<rule {rule.name}>", "exec"), ns)
        self._compiled[rule.name] = (rule, ns["_pred"])
        log.info("registered rule %s", rule.name)

    def matching(self, ticket: Ticket) -> list[Rule]:
        out = []
        for name, (rule, pred) in self._compiled.items():
            try:
                if pred(ticket):
                    out.append(rule)
            except Exception:
                log.exception("rule %s failed on ticket %s", name, ticket.get("id"))
        return out


def priority_score[N: (int, float)](ticket: Ticket, age_hours: N) -> int:
    weight = PRIORITY_WEIGHTS.get(ticket.get("priority", "normal"), 2)
    expr = SCORE_TEMPLATE.format(weight=int(weight), age_hours=int(age_hours))
    return eval(expr, {"__builtins__": {}}, {})


def describe(ticket: Ticket) -> str:
    return f"#{ticket["id"]} [{ticket.get("priority", "normal")}] {ticket["subject"]}"


engine = RuleEngine()
