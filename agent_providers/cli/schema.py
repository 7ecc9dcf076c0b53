"""The turn contract in the strict form OpenAI's structured outputs accept (what `codex --output-schema` sends).

Strict mode wants every object closed (`additionalProperties: false`) with every property
required, and refuses some keywords. So optional properties become required-but-nullable, the
refused keywords are dropped, and `drop_nulls` turns the model's nulls back into "not given"
before the orchestrator validates the turn against the full contract, which still enforces
everything that was dropped here.
"""

from __future__ import annotations

from typing import Any

# Keywords strict mode refuses; the local validation still enforces them.
_REFUSED = frozenset({"default", "minLength", "maxLength", "title", "examples"})


def strict_schema(schema: dict[str, Any]) -> dict[str, Any]:
    """A copy of SCHEMA every object of which is closed, with every property required (optional ones nullable)."""
    return _strict(schema)


# Keys whose values map names (of properties, of definitions) to schemas: the names are never keywords.
_NAME_MAPS = frozenset({"properties", "$defs", "definitions"})


def _strict(node: Any) -> Any:
    if isinstance(node, list):
        return [_strict(item) for item in node]
    if not isinstance(node, dict):
        return node
    out = {key: ({name: _strict(sub) for name, sub in value.items()} if key in _NAME_MAPS else _strict(value))
           for key, value in node.items() if key not in _REFUSED}
    if node.get("type") == "object" and "properties" in node:
        required = set(node.get("required", ()))
        out["properties"] = {name: prop if name in required else _nullable(prop)
                             for name, prop in out["properties"].items()}
        out["required"] = list(out["properties"])
        out["additionalProperties"] = False
    return out


def _nullable(prop: dict[str, Any]) -> dict[str, Any]:
    if "anyOf" in prop:
        branches = prop["anyOf"]
        if any(branch.get("type") == "null" for branch in branches):
            return prop
        return {**prop, "anyOf": [*branches, {"type": "null"}]}
    return {"anyOf": [prop, {"type": "null"}]}


def optional_names(schema: dict[str, Any]) -> frozenset[str]:
    """Property names that are optional wherever they appear in SCHEMA (so a null there means 'not given')."""
    optional: set[str] = set()
    required: set[str] = set()
    for node in _objects(schema):
        wanted = set(node.get("required", ()))
        required |= wanted
        optional |= set(node["properties"]) - wanted
    return frozenset(optional - required)


def _objects(node: Any) -> list[dict[str, Any]]:
    found: list[dict[str, Any]] = []
    if isinstance(node, dict):
        if isinstance(node.get("properties"), dict):
            found.append(node)
        for value in node.values():
            found += _objects(value)
    elif isinstance(node, list):
        for item in node:
            found += _objects(item)
    return found


def drop_nulls(value: Any, names: frozenset[str]) -> Any:
    """VALUE with every `name: null` removed where NAME is optional, so the contract's defaults apply."""
    if isinstance(value, dict):
        return {key: drop_nulls(item, names) for key, item in value.items() if not (item is None and key in names)}
    if isinstance(value, list):
        return [drop_nulls(item, names) for item in value]
    return value
