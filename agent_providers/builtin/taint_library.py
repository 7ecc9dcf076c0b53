"""Library mode of the taint slot: a public function's parameters are its callers' input.

Owns the rule that turns a parameter into an untrusted source. In a library, whoever calls a
public function supplies its arguments, so one that hands a parameter to a deserialiser, to
eval, to XML parsing, or splices it into a shell command, a query, a filter or a path under a
fixed folder, is the library's defect, with no web request in sight. The rule applies only
where nothing in the project calls the function (when something does, the flow from those
callers decides), and only to public top-level functions: never to methods (their arguments
come from whoever made the object, often the framework's own machinery), private or nested
functions, handlers or test code.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import replace

from agent_providers.builtin.taint_facts import PARAM, UNTRUSTED, Origin, SinkSite

# Category -> what the parameter must become before it is the library's defect: the whole value
# (a deserialiser, eval, an XML parser), text the function builds around it (a shell command, a
# query, a filter: a function that runs the command or query its caller wrote is an API for doing
# so, not an injection), or a path under a fixed folder (the function meant to stay inside it; one
# that opens the path its caller names is an API for opening files).
WHOLE, BUILT, BASED = "whole", "built", "based"
LIBRARY_CATEGORIES: dict[str, str] = {
    "code-injection": WHOLE, "unsafe-deserialization": WHOLE, "xxe": WHOLE,
    "command-injection": BUILT, "sql-injection": BUILT, "ldap-injection": BUILT, "xpath-injection": BUILT,
    "path-traversal": BASED,
}


# (name, path) -> whether a non-test file other than PATH names NAME.
CalledElsewhere = Callable[[str, str], bool]


def library_site(site: SinkSite, path: str, lines: list[str], api: dict[str, int],
                 called: CalledElsewhere) -> SinkSite | None:
    """SITE with the public function's parameter as its untrusted source, when library mode applies."""
    needs = LIBRARY_CATEGORIES.get(site.category)
    if needs is None or site.pruned is not None or site.safe_reason is not None or site.live_taint:
        return None
    if (needs == BUILT and not site.fact.built) or (needs == BASED and not site.fact.based):
        return None
    if site.kept:
        return None  # kept by an object first: what the object is for (a template, a command) decides
    if site.path and site.path != path:
        return None  # a sink in another module: the finding is that module's, where its own callers decide
    owner = site.scope or site.symbol  # the function whose parameter it is (the caller, through a helper)
    if "." in owner:
        return None  # a method: its arguments come from code that made the object, a framework's own API
    line = api.get(owner)
    params = site.fact.of_kind(PARAM)
    if line is None or not params:
        return None
    name = owner.rsplit(".", 1)[-1]
    if name == "__init__":
        name = owner.split(".")[0]
    if called(name, path) or _mentions(name, lines) > 1:
        return None  # a caller in the project: the flow from it decides
    param = params[0]
    origin = Origin(UNTRUSTED, f"parameter {param.expr} of the public {owner}()", param.expr, line)
    return replace(site, fact=replace(site.fact, origins=frozenset({origin})))


def _mentions(name: str, lines: list[str]) -> int:
    pattern = re.compile(rf"\b{re.escape(name)}\b")
    return sum(len(pattern.findall(line)) for line in lines)
