"""A small compatibility layer for local OpenAI-compatible servers (llama.cpp's server, Ollama, vLLM).

llama-cpp-python's server answers the standard `json_schema` response format with HTTP 500, but
honours `{"type": "json_object", "schema": ...}`; and its grammar can let raw control characters
into JSON strings. So local models get that response format, a schema tightened with
`maxLength`/`maxItems` and without optional scalars (a subset of the turn contract, which is
still validated in full), and
their text is sanitised before it is parsed. Nothing here changes what counts as a valid turn.
"""

from __future__ import annotations

import copy
from typing import Any

# Bounds for small local models: short strings and few items keep answers inside a 2k context.
MAX_STRING = 160
MAX_ITEMS = 2
DROPPED_KEYS = ("title", "description", "examples")


def tightened(schema: dict[str, Any], max_string: int = MAX_STRING, max_items: int = MAX_ITEMS) -> dict[str, Any]:
    """SCHEMA with every string and array bounded, and titles and descriptions dropped (they cost context)."""
    result = copy.deepcopy(schema)
    _tighten(result, max_string, max_items)
    return result


def _tighten(node: Any, max_string: int, max_items: int) -> None:
    if isinstance(node, list):
        for item in node:
            _tighten(item, max_string, max_items)
        return
    if not isinstance(node, dict):
        return
    for key in DROPPED_KEYS:
        if isinstance(node.get(key), str):
            node.pop(key)
    # Every alternative a grammar allows slows llama.cpp's sampler: optional scalars (cwe, symbol, a
    # note...) go; optional arrays such as a verdict's evidence stay, and so do patterns, which guide.
    required = node.get("required")
    if isinstance(node.get("properties"), dict) and isinstance(required, list):
        for name in [k for k, v in node["properties"].items() if k not in required and v.get("type") != "array"]:
            node["properties"].pop(name)
    if node.get("type") == "string" and not {"enum", "const", "pattern"} & set(node):
        node["maxLength"] = min(node.get("maxLength", max_string), max_string)
    if node.get("type") == "array":
        node["maxItems"] = min(node.get("maxItems", max_items), max_items)
    for value in node.values():
        _tighten(value, max_string, max_items)


def response_format(schema: dict[str, Any]) -> dict[str, Any]:
    """The request-body field llama.cpp's server honours for schema-constrained JSON."""
    return {"response_format": {"type": "json_object", "schema": schema}}


_ESCAPES = {"\n": "\\n", "\r": "\\r", "\t": "\\t", "\b": "\\b", "\f": "\\f"}


def sanitised(text: str) -> str:
    """TEXT with raw control characters inside JSON strings escaped, so a strict JSON parser accepts it.

    Outside strings they are whitespace (or garbage the parser rejects anyway), so they are left alone.
    """
    out: list[str] = []
    in_string = escaped = False
    for char in text:
        if in_string and not escaped and ord(char) < 0x20:
            out.append(_ESCAPES.get(char, f"\\u{ord(char):04x}"))
            continue
        out.append(char)
        if escaped:
            escaped = False
        elif char == "\\" and in_string:
            escaped = True
        elif char == '"':
            in_string = not in_string
    return "".join(out)


def first_json_object(text: str) -> str:
    """The text from the first `{` to its last `}`: local models sometimes wrap JSON in prose or fences."""
    start, end = text.find("{"), text.rfind("}")
    return text[start:end + 1] if 0 <= start < end else text


def answering(schema: dict[str, Any], fingerprints: list[str]) -> dict[str, Any]:
    """A refute SCHEMA whose verdicts can only name the FINGERPRINTS shown: small models copy ids badly."""
    result = copy.deepcopy(schema)
    verdict = result.get("$defs", {}).get("Verdict", {}).get("properties", {})
    if fingerprints and "fingerprint" in verdict:
        verdict["fingerprint"] = {"enum": list(fingerprints)}
    return result
