"""The per-module driver of the taint slot: summaries first, then one recorded pass.

Owns the order of work for one parsed module: module globals, a bounded fixpoint of
same-module function summaries, and the final pass that records every sink site. Nothing
is kept once the module's result is returned.
"""

from __future__ import annotations

import ast
import re
from dataclasses import dataclass, field, replace

from agent_providers.builtin import parsing
from agent_providers.builtin.taint_engine import ScopeAnalyser
from agent_providers.builtin.taint_expr import ModuleContext
from agent_providers.builtin.taint_facts import (
    CLEAN,
    CONST,
    PARAM,
    CookieUse,
    Fact,
    HashUse,
    Origin,
    Prune,
    SecretUse,
    SinkSite,
    State,
    Summary,
    merge,
)
from agent_providers.builtin.taint_scope import (
    DefInfo,
    collect_defs,
    module_constants,
    module_dicts,
    scan_module,
)

SUMMARY_PASSES = 3


@dataclass
class ModuleResult:
    """Everything the raiser and the refuter need to know about one module."""

    sites: list[SinkSite] = field(default_factory=list)
    secrets: list[SecretUse] = field(default_factory=list)
    hashes: list[HashUse] = field(default_factory=list)
    cookies: list[CookieUse] = field(default_factory=list)
    dead: list[tuple[int, int, Prune]] = field(default_factory=list)
    spans: dict[str, tuple[int, int]] = field(default_factory=dict)
    calls: dict[str, list[tuple[int, dict[int, Fact]]]] = field(default_factory=dict)
    params: dict[str, list[str]] = field(default_factory=dict)
    # Top-level functions that nothing outside the project calls by convention (no decorator,
    # not a handler, not main): their reachability depends on who calls them. symbol -> def line.
    plain: dict[str, tuple[int, int]] = field(default_factory=dict)


def analyse_source(text: str) -> ModuleResult:
    """Parse TEXT once and analyse it; raises SyntaxError/ValueError for unparsable code."""
    source = parsing.parse(text)
    return analyse_module(source.tree, LINES.split(source.text))  # columns match the parsed text


LINES = re.compile(r"\r\n|\r|\n")


def analyse_module(tree: ast.Module, lines: list[str]) -> ModuleResult:
    scan = scan_module(tree)
    consts = module_constants(tree, scan.counts)
    ctx = ModuleContext(scan.imports, consts, lines=lines, dicts=module_dicts(tree, scan.counts))
    defs = collect_defs(tree, consts, scan.imports, scan.referenced)
    ctx.globals = _module_pass(ctx, tree).final
    scopes = _summarise_all(ctx, defs, [scan.callees.get(id(info.node), set()) for info in defs])
    before, ctx.globals = ctx.globals, _module_pass(ctx, tree).final
    if ctx.globals != before:  # a module global now reads a summary: every def sees new globals
        scopes = [_analyse_def(ctx, info, record=True) for info in defs]
    return _final(ctx, tree, defs, scopes)


class _Pass(ScopeAnalyser):
    final: State


def _module_pass(ctx: ModuleContext, tree: ast.Module, record: bool = False) -> _Pass:
    scope = _Pass(ctx, "<module>")
    scope.recording_calls = record
    scope.final = scope.block(tree.body, {}) or {}
    return scope


def _entry_state(info: DefInfo) -> State:
    state: State = {}
    for index, name in enumerate(info.params):
        if name in info.sources:
            state[name] = Fact(origins=frozenset({info.sources[name]}))
        elif index == 0 and info.is_method:
            state[name] = CLEAN
        else:
            origin = Origin(PARAM, f"parameter {name}", name, info.node.lineno, index)
            state[name] = Fact(origins=frozenset({origin}))
    for extra in (info.node.args.vararg, info.node.args.kwarg):
        if extra is not None:
            state[extra.arg] = CLEAN
    return state


def _analyse_def(ctx: ModuleContext, info: DefInfo, record: bool = False) -> ScopeAnalyser:
    scope = ScopeAnalyser(ctx, info.symbol, info.handler, info.pruned)
    scope.recording_calls = record
    scope.def_line = info.node.lineno
    scope.param_names = frozenset(info.params)
    scope.block(info.node.body, _entry_state(info))
    return scope


def _summary(info: DefInfo, scope: ScopeAnalyser) -> Summary:
    ret = scope.returns if scope.returns is not None else CONST
    return Summary(
        params=info.params, is_method=info.is_method, symbol=info.symbol,
        ret_params=frozenset(o.position for o in ret.of_kind(PARAM)),
        ret_origins=frozenset(o for o in ret.origins if o.kind != PARAM),
        ret_html=ret.html, ret_safe=ret.safe, ret_const=ret.const,
        param_sinks=tuple(sorted(set(scope.param_sinks))),
    )


def _combine(a: Summary, b: Summary) -> Summary:
    return replace(
        a, ret_params=a.ret_params | b.ret_params, ret_origins=a.ret_origins | b.ret_origins,
        ret_html=a.ret_html or b.ret_html, ret_safe=a.ret_safe and b.ret_safe,
        ret_const=a.ret_const and b.ret_const, param_sinks=tuple(sorted(set(a.param_sinks + b.param_sinks))),
    )


def _summarise_all(ctx: ModuleContext, defs: list[DefInfo], callees: list[set[str]]) -> list[ScopeAnalyser]:
    """Same-module summaries to a bounded fixpoint; returns each def's analysis under the last ones.

    A def's analysis depends only on the module context, so after the first round only the
    defs that call a name whose summary changed (CALLEES: the names each def calls directly)
    are analysed again, a worklist rather than whole passes; the last round re-analyses them
    under the final summaries without updating them."""
    scopes = [_analyse_def(ctx, info, record=True) for info in defs]
    summaries = [_summary(info, scope) for info, scope in zip(defs, scopes, strict=True)]
    for _ in range(SUMMARY_PASSES):
        functions, methods = _tables(defs, summaries)
        changed = _changed(ctx.functions, functions, "") | _changed(ctx.methods, methods, ".")
        ctx.functions, ctx.methods = functions, methods
        stale = [i for i, names in enumerate(callees) if names & changed]
        if not stale:
            break
        for index in stale:
            scopes[index] = _analyse_def(ctx, defs[index], record=True)
            summaries[index] = _summary(defs[index], scopes[index])
    # The analyses now reflect the last summaries; summaries computed in the last pass are not used.
    return scopes


def _tables(defs: list[DefInfo], summaries: list[Summary]) -> tuple[dict[str, Summary], dict[str, Summary]]:
    functions: dict[str, Summary] = {}
    methods: dict[str, Summary] = {}
    for info, summary in zip(defs, summaries, strict=True):  # one summary per def
        table = methods if info.in_class else functions
        name = info.node.name
        table[name] = _combine(table[name], summary) if name in table else summary
    return functions, methods


def _changed(old: dict[str, Summary], new: dict[str, Summary], prefix: str) -> set[str]:
    names = set(old) | set(new)
    return {prefix + n for n in names if n not in old or n not in new or old[n].key() != new[n].key()}


def _final(ctx: ModuleContext, tree: ast.Module, defs: list[DefInfo], def_scopes: list[ScopeAnalyser]) -> ModuleResult:
    result = ModuleResult()
    scopes: list[ScopeAnalyser] = [_module_pass(ctx, tree, record=True), *def_scopes]
    for info in defs:
        result.spans[info.symbol] = (info.node.lineno, info.node.end_lineno or info.node.lineno)
        result.params[info.symbol] = info.params
        if _plain(info):
            result.plain[info.symbol] = result.spans[info.symbol]
    for scope in scopes:
        result.sites.extend(scope.sites)
        result.secrets.extend(scope.secrets)
        result.hashes.extend(scope.hashes)
        result.cookies.extend(scope.cookies)
        result.dead.extend(scope.dead_regions)
        for symbol, line, bound in scope.call_records:
            result.calls.setdefault(symbol, []).append((line, bound))
    result.sites = _dedupe(result.sites)
    result.cookies = sorted(set(result.cookies))
    result.dead.extend(_pruned_defs(defs))
    ctx.calls = result.calls
    return result


_CONVENTIONAL = frozenset({"main", "cli", "app", "application", "create_app", "handler", "lambda_handler", "run"})


def _plain(info: DefInfo) -> bool:
    node = info.node
    return (not info.in_class and "." not in info.symbol and not node.decorator_list and not info.handler
            and node.name not in _CONVENTIONAL and not (node.name.startswith("__") and node.name.endswith("__")))


def _pruned_defs(defs: list[DefInfo]) -> list[tuple[int, int, Prune]]:
    return [(d.node.lineno, d.node.end_lineno or d.node.lineno, d.pruned) for d in defs if d.pruned is not None]


def _dedupe(sites: list[SinkSite]) -> list[SinkSite]:
    merged: dict[tuple, SinkSite] = {}
    for site in sites:
        key = (site.category, site.sink, site.line, site.symbol, site.via, site.call_line)
        if key in merged:
            old = merged[key]
            site = replace(old, fact=merge(old.fact, site.fact), whole=merge(old.whole, site.whole))
        merged[key] = site
    return list(merged.values())
