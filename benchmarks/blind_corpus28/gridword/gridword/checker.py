"""Answer checking and scoring."""
import ast
import operator
import re

from jinja2.sandbox import SandboxedEnvironment

_ENUM = re.compile(r"^\(?(\d+(?:[,-]\d+)*)\)?$")
_OPS = {"add": operator.add, "sub": operator.sub, "mul": operator.mul}
_ARITH = {ast.Add: operator.add, ast.Sub: operator.sub, ast.Mult: operator.mul}
_sandbox = SandboxedEnvironment(autoescape=True)


def normalise(answer: str) -> str:
    return re.sub(r"[^A-Z]", "", answer.upper())


def check_answer(answer: str, solution: str) -> bool:
    return normalise(answer) == normalise(solution)


def parse_enumeration(enum: str):
    """'(5,3)' -> (5, 3); '(4-4)' -> (4, 4)."""
    if not _ENUM.match(enum.strip()):
        raise ValueError(enum)
    return ast.literal_eval("(" + enum.strip("() ").replace("-", ",") + ",)")


def check_rule(answer: str, rule: str) -> bool:
    """Custom validation for themed puzzles, e.g. "len(a) == 7 and a[0] == 'Q'"."""
    a = normalise(answer)
    return bool(eval(rule, {"len": len}, {"a": a}))


def _arith(node, env):
    if isinstance(node, ast.Expression):
        return _arith(node.body, env)
    if isinstance(node, ast.Constant) and isinstance(node.value, int):
        return node.value
    if isinstance(node, ast.Name) and node.id in env:
        return env[node.id]
    if isinstance(node, ast.BinOp) and type(node.op) in _ARITH:
        return _ARITH[type(node.op)](_arith(node.left, env), _arith(node.right, env))
    raise ValueError("not allowed")


def score(correct: int, seconds: int, formula: str = "correct * 10 - seconds") -> int:
    tree = ast.parse(formula, mode="eval")
    return int(_arith(tree, {"correct": int(correct), "seconds": int(seconds) // 60}))


def combine(a: int, b: int, op: str) -> int:
    fn = _OPS.get(op)
    if fn is None:
        raise ValueError(op)
    return fn(a, b)


def clue_card(template: str, **values) -> str:
    return _sandbox.from_string(template).render(**values)
