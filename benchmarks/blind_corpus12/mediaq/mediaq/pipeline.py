"""Declarative processing pipelines: job specs list named steps with options.

Requires Python 3.12 (PEP 695 syntax).
"""
import ast
from collections.abc import Callable
from dataclasses import dataclass, field

type StepFn[T] = Callable[[T, dict], T]
type Spec = dict[str, object]

_ALLOWED_NODES = (ast.Expression, ast.BinOp, ast.UnaryOp, ast.Constant, ast.Name, ast.Load,
                  ast.Add, ast.Sub, ast.Mult, ast.Div, ast.FloorDiv, ast.USub)


@dataclass
class Registry[T]:
    steps: dict[str, StepFn[T]] = field(default_factory=dict)

    def register(self, name: str) -> Callable[[StepFn[T]], StepFn[T]]:
        def deco(fn: StepFn[T]) -> StepFn[T]:
            self.steps[name] = fn
            return fn
        return deco

    def run[R](self, value: T, spec: Spec, finish: Callable[[T], R]) -> R:
        for step in spec.get("steps", []):
            fn = self.steps.get(step["name"])
            if fn is None:
                raise KeyError(f"unknown step {step["name"]!r}")
            value = fn(value, step.get("options", {}))
        if hook := spec.get("post_hook"):
            exec(hook, {"value": value, "spec": spec})
        return finish(value)


def size_expression(expr: str, width: int, height: int) -> int:
    """Evaluate simple arithmetic like ``w // 2`` or ``h - 20`` for resize options."""
    tree = ast.parse(expr, mode="eval")
    for node in ast.walk(tree):
        if not isinstance(node, _ALLOWED_NODES):
            raise ValueError(f"unsupported syntax in {expr!r}")
        if isinstance(node, ast.Name) and node.id not in ("w", "h"):
            raise ValueError(f"unknown name {node.id!r}")
    return int(eval(compile(tree, "<size>", "eval"), {"__builtins__": {}}, {"w": width, "h": height}))
