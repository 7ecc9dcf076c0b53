"""The pattern slot's own rule for cookies set without Secure or HttpOnly (Bandit has none).

Owns the reading of a `set_cookie(...)` call's flags: explicit keywords, or a `**FLAGS`
dict literal bound once in the same file. A flag it cannot resolve (a variable, an
unknown `**kwargs`) is never reported: the rule only speaks when the code shows the flag.
Also raises the session and login cookies a framework sets itself, with a flag a setting or a
component leaves off (`SESSION_COOKIE_SECURE = False`; see cookie_settings).
"""

from __future__ import annotations

import ast
import re
from pathlib import PurePosixPath
from typing import NamedTuple

from agent_providers.builtin.cookie_settings import cookie_settings
from agent_providers.builtin.pattern_source import ParsedFile, last_name
from agent_providers.builtin.python_idioms import (
    COOKIE_FLAG_KEYWORDS,
    COOKIE_SETTERS,
    CookieSetter,
    argument_at,
    cookie_flags_on_by_default,
    cookie_name_value,
    parameter_list,
    project_cookie_setter,
    through_cookie_wrapper,
)
from tickets.models import Finding

FLAGS = ("secure", "httponly")
_CSRF = re.compile(r"csrf|xsrf", re.IGNORECASE)
_FIX = "Pass secure=True and httponly=True (and samesite='Lax' or 'Strict') when the cookie carries a credential."


class CookieFlags(NamedTuple):
    missing: tuple[str, ...]  # flags known to be absent or false
    unknown: bool  # a flag could not be resolved, so nothing is claimed
    source_line: int | None  # the line of a `**FLAGS` dict the flags were read from

    @property
    def insecure(self) -> bool:
        return bool(self.missing) and not self.unknown


def is_cookie_setter(parsed: ParsedFile, call: ast.Call) -> bool:
    """A framework's cookie setter; not the module's own wrapper of one, which chooses the flags itself."""
    name = last_name(parsed.call_name(call))
    return isinstance(call.func, ast.Attribute) and name in COOKIE_SETTERS \
        and not through_cookie_wrapper(parsed.cookie_wrappers, name, call.lineno)


class OwnWrapper(NamedTuple):
    """The module's own cookie wrapper a call goes through, which lets its callers choose flags."""

    setter: CookieSetter  # what it leaves its callers (python_idioms.project_cookie_setter)
    params: list[str]
    offset: int  # parameters the call binds before its own arguments (`self`)


def own_wrapper(parsed: ParsedFile, call: ast.Call) -> OwnWrapper | None:
    """The module's own cookie wrapper CALL goes through (see python_idioms.cookie_wrappers) when it lets its callers
    choose flags (`def set_cookie(response, key, value, **kwargs)`); None for one that chooses them all, and when the
    module defines the name more than one way or as a method called as a function (or the other way round)."""
    func = call.func
    name = func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else ""
    if not through_cookie_wrapper(parsed.cookie_wrappers, name, call.lineno):
        return None
    readings = set()
    for node in ast.walk(parsed.tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)) and node.name == name:
            method = isinstance(parsed.parents.get(node), ast.ClassDef) \
                and not any(last_name(parsed.dotted(d)) == "staticmethod" for d in node.decorator_list)
            readings.add((project_cookie_setter(node), tuple(parameter_list(node)), method))
    if len(readings) != 1:
        return None
    setter, params, method = readings.pop()
    if setter is None or not setter.chosen or method != isinstance(func, ast.Attribute):
        return None
    return OwnWrapper(setter, list(params), int(method))


def judged(parsed: ParsedFile, call: ast.Call) -> bool:
    """A cookie setter whose flags the call shows: a framework's, or the module's own that lets its callers choose."""
    return is_cookie_setter(parsed, call) or own_wrapper(parsed, call) is not None


def cookie_flags(parsed: ParsedFile, call: ast.Call) -> CookieFlags:
    values: dict[str, object] = dict.fromkeys(cookie_flags_on_by_default(parsed.tree), True)
    unknown, source_line = False, None
    made = parsed.cookie_objects.get(id(call), False)
    if made is True:  # a cookie object made elsewhere: its flags are not on this line
        return CookieFlags((), True, None)
    wrapper = own_wrapper(parsed, call)
    if wrapper is not None:  # what the wrapper turns on, then what the call gives the flags it hands on as they are
        values.update(dict.fromkeys(wrapper.setter.turned_on, True))
        for flag, position, default in wrapper.setter.flag_params:
            given = argument_at(call, wrapper.params, position, wrapper.offset)
            values[flag] = default if given is None \
                else given.value if isinstance(given, ast.Constant) else ...
    if isinstance(made, ast.Call):
        call = made  # `set_cookie(Cookie(name, value, http_only=True))`: the constructor carries the flags
    for keyword in call.keywords:
        if keyword.arg is None:
            resolved = _flags_dict(parsed, keyword.value)
            if resolved is None:
                unknown = True
            else:
                values.update(resolved[0])
                source_line = resolved[1]
        elif keyword.arg in COOKIE_FLAG_KEYWORDS:
            flag = COOKIE_FLAG_KEYWORDS[keyword.arg]
            values[flag] = keyword.value.value if isinstance(keyword.value, ast.Constant) else ...
    missing = []
    for flag in FLAGS:
        value = values.get(flag, False)
        if value is ...:
            unknown = True
        elif not value:
            missing.append(flag)
    return CookieFlags(tuple(missing), unknown, source_line)


def _flags_dict(parsed: ParsedFile, node: ast.expr) -> tuple[dict[str, object], int] | None:
    """A `**NAME` whose NAME is bound exactly once in the file, at module level, to a constant dict."""
    if not isinstance(node, ast.Name):
        return None
    binds = [n for n in ast.walk(parsed.tree)
             if isinstance(n, ast.Name) and n.id == node.id and isinstance(n.ctx, ast.Store)]
    if len(binds) != 1:
        return None
    statement = parsed.parents.get(binds[0])
    if not (isinstance(statement, ast.Assign) and statement in parsed.tree.body
            and isinstance(statement.value, ast.Dict)):
        return None
    values: dict[str, object] = {}
    for key, value in zip(statement.value.keys, statement.value.values, strict=True):  # a Dict node pairs them
        if not (isinstance(key, ast.Constant) and isinstance(value, ast.Constant)):
            return None
        values[str(key.value)] = value.value
    return values, statement.lineno


def findings(parsed: ParsedFile) -> list[Finding]:
    """One finding per cookie set with Secure or HttpOnly visibly missing, except a cookie being
    cleared (nothing in it to protect) and the HttpOnly of an anti-CSRF cookie (page scripts must
    read it to send it back)."""
    out = []
    for call in parsed.calls:
        if not judged(parsed, call) or cleared(parsed, call):
            continue
        flags = required(parsed, call, cookie_flags(parsed, call))
        if flags.insecure:
            out.append(_finding(parsed, call, flags))
    return out


def name_and_value(parsed: ParsedFile, call: ast.Call) -> tuple[ast.expr | None, ast.expr | None]:
    """The cookie's name and value as a framework's setter takes them; neither for a call of a module of the
    project's own (`utils.set_cookie(response, "sid", token)`), whose helper puts its parameters where it likes."""
    func = call.func
    if isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name) and _own_module(parsed, func.value.id):
        return None, None
    wrapper = own_wrapper(parsed, call)
    if wrapper is not None:  # the module's own wrapper: the arguments it hands on as the cookie's name and value
        return wrapper.setter.handed(call, wrapper.params, wrapper.offset)
    return cookie_name_value(call)


def _own_module(parsed: ParsedFile, name: str) -> bool:
    """NAME is bound in the file by importing a module of the project's own: a relative import (`from . import
    utils`), or one from a package the file itself sits in (`from app import utils` in `app/views.py`)."""
    folders = set(PurePosixPath(parsed.path).parts[:-1])
    for node in ast.walk(parsed.tree):
        if isinstance(node, ast.ImportFrom) and any((alias.asname or alias.name) == name for alias in node.names):
            return node.level > 0 or (node.module or "").split(".")[0] in folders
        if isinstance(node, ast.Import):
            for alias in node.names:
                if (alias.asname or alias.name.split(".")[0]) == name:
                    return alias.name.split(".")[0] in folders
    return False


def cleared(parsed: ParsedFile, call: ast.Call) -> bool:
    """set_cookie(name, "") or with expires=0 / max_age=0: the cookie is being deleted."""
    value = name_and_value(parsed, call)[1]
    if isinstance(value, ast.Constant) and value.value in ("", None):
        return True
    return any(k.arg in ("expires", "max_age") and isinstance(k.value, ast.Constant) and k.value.value in (0, "0")
               for k in call.keywords)


def required(parsed: ParsedFile, call: ast.Call, flags: CookieFlags) -> CookieFlags:
    """FLAGS without HttpOnly for an anti-CSRF cookie, which page scripts read by design."""
    name = name_and_value(parsed, call)[0]
    if isinstance(name, ast.Constant) and isinstance(name.value, str) and _CSRF.search(name.value):
        return flags._replace(missing=tuple(f for f in flags.missing if f != "httponly"))
    return flags


def _finding(parsed: ParsedFile, call: ast.Call, flags: CookieFlags) -> Finding:
    start, end = call.lineno, call.end_lineno or call.lineno
    if end - start > 11:
        end = start
    symbol = parsed.symbol_at(start)
    missing = " and ".join(f.capitalize() if f == "secure" else "HttpOnly" for f in flags.missing)
    return parsed.finding(
        start, end, rule_id="pattern.insecure-cookie", category="insecure-cookie",
        title=f"Cookie set without {missing} in {symbol}", cwe=614,
        claim=(f"Line {start} of {parsed.path} ({symbol}) sets a cookie without the {missing} flag, so it can travel "
               "over plain HTTP or be read by page scripts."),
        note=f"set_cookie without {missing}", fix=_FIX)


# What a file must mention for cookie_settings to find anything in it (a cheap test before the walk).
SETTINGS_MARKERS = ("COOKIE_SECURE", "COOKIE_HTTPONLY", "SessionMiddleware", "CookieStorage", "RedisStorage",
                    "AuthTkt", "CookieSessionFactory", "Path=", "path=", "Max-Age=", "max-age=")


def settings_findings(parsed: ParsedFile) -> list[Finding]:
    """One finding per setting or component that leaves a session or login cookie without a flag."""
    out = []
    for setting in cookie_settings(parsed.tree, parsed.path, parsed.dotted):
        flags = " and ".join(setting.flags)
        start, end = setting.line, setting.end_line if setting.end_line - setting.line <= 11 else setting.line
        out.append(parsed.finding(
            start, end, rule_id="pattern.insecure-cookie-setting", category="insecure-cookie",
            title=f"{setting.cookie.capitalize()} without {flags}: {setting.how}",
            cwe=614 if "Secure" in setting.flags else 1004,
            claim=(f"Line {start} of {parsed.path} leaves {setting.cookie} without {flags} ({setting.how}), so it "
                   "can travel over plain HTTP or be read by page scripts."),
            note=f"{setting.cookie} without {flags}",
            fix=f"Turn {flags} on for {setting.cookie} in the deployed configuration."))
    return out
