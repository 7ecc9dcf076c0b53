"""What a data model's field validators promise about its fields (pydantic).

A request body FastAPI parses into a pydantic model (`data: ExtensionData`) has been through the model's field
validators before the handler sees it. A validator declared for a field (`@validator("id")` in pydantic 1,
`@field_validator("id")` in pydantic 2) that returns only having checked its value (taint_promises: `if not
is_snake_case(v): raise ValueError(...)` then `return v`) leaves `data.id` checked wherever the object goes: in
the handler, and in every helper it is handed to as that class.

A field whose type is itself such a model (`owner_data: DataFields`) holds an object that went through that
model's validators: `data.owner_data.name` is checked when `DataFields` checks `name`.

Owns finding those validators in a module (by class and method) and the fields a class's validators check. A
`mode="wrap"` validator hands the value to pydantic's own handler, which decides what is stored, so it promises
nothing here; nor does a validator whose check does not hold on every return.
"""

from __future__ import annotations

import ast
from collections.abc import Mapping

from agent_providers.builtin.taint_facts import Summary
from agent_providers.builtin.taint_scope import dotted_name

VALIDATOR_DECORATORS = frozenset({"validator", "field_validator"})
# method name -> (the fields it validates, the position of the value parameter)
Validators = dict[str, tuple[tuple[str, ...], int]]


def field_validators(tree: ast.Module) -> dict[str, Validators]:
    """Top-level class -> its methods declared as field validators."""
    out: dict[str, Validators] = {}
    for node in tree.body:
        if not isinstance(node, ast.ClassDef):
            continue
        methods: Validators = {}
        for stmt in node.body:
            if not isinstance(stmt, ast.FunctionDef | ast.AsyncFunctionDef):
                continue
            fields = tuple(field for decorator in stmt.decorator_list for field in _validated(decorator))
            if fields:
                static = any(dotted_name(d) == "staticmethod" for d in stmt.decorator_list)
                methods[stmt.name] = (fields, 0 if static else 1)
        if methods:
            out[node.name] = methods
    return out


def field_annotations(tree: ast.Module) -> dict[str, dict[str, ast.expr]]:
    """Top-level class -> its fields' annotations (`owner_data: DataFields`), for the classes that have validators
    or fields: an attribute of a model that is itself a model has been through that model's validators too."""
    out: dict[str, dict[str, ast.expr]] = {}
    for node in tree.body:
        if isinstance(node, ast.ClassDef):
            fields = {stmt.target.id: stmt.annotation for stmt in node.body
                      if isinstance(stmt, ast.AnnAssign) and isinstance(stmt.target, ast.Name)}
            if fields:
                out[node.name] = fields
    return out


def _validated(decorator: ast.expr) -> list[str]:
    """The fields DECORATOR declares its method validates (`validator("id", "name")`), [] for another one."""
    if not (isinstance(decorator, ast.Call)
            and (dotted_name(decorator.func) or "").rsplit(".", 1)[-1] in VALIDATOR_DECORATORS):
        return []
    mode = next((k.value for k in decorator.keywords if k.arg == "mode"), None)
    if isinstance(mode, ast.Constant) and mode.value == "wrap":
        return []
    return [arg.value for arg in decorator.args
            if isinstance(arg, ast.Constant) and isinstance(arg.value, str) and arg.value != "*"]


def checked_fields(validators: Validators, methods: Mapping[str, Summary]) -> frozenset[str]:
    """The fields some validator in VALIDATORS checks on every return, by the summaries of its class's METHODS."""
    return frozenset(field for name, (fields, position) in validators.items()
                     if (summary := methods.get(name)) is not None and position in summary.checks
                     for field in fields)
