"""Session and login cookies whose Secure or HttpOnly flag a setting or a component leaves off.

Shared by both slots (each resolves names through its own reading of the imports). Owns the
frameworks' knobs for the cookies they set themselves, where no `set_cookie` call is in sight:
- settings written as literals: Django's and Flask's `SESSION_COOKIE_SECURE = False`,
  `SESSION_COOKIE_HTTPONLY = False`, Flask-Login's `REMEMBER_COOKIE_*`, `CSRF_COOKIE_SECURE`, as a
  module or config-class constant, `app.config["..."] = False` or `app.config.update(...=False)`;
- session and authentication components whose flags default to off unless passed: Starlette's
  `SessionMiddleware` (`https_only`), aiohttp_session's cookie storages (`secure`), Pyramid's
  `AuthTktCookieHelper`/`AuthTktAuthenticationPolicy` and `SignedCookieSessionFactory`.

And cookies written by hand as a header's text (`"sid=%s; Path=/"` for a WSGI `Set-Cookie` header, a CGI
script's `print("Set-Cookie: ...")`): a cookie whose name says it authenticates someone, with its attributes
written out and no Secure or HttpOnly among them.

And a `set_cookie` call whose value is a constant written in the code (`set_cookie("example_auth", "hi")`): anyone
can read the value there, so the cookie carries no secret its flags could protect.

Settings named for development or testing (a `settings/dev.py`, a `TestingConfig` class) and a
framework's own table of defaults (`global_settings.py`, `default_settings.py`) are not
deployments: production selects another value there.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Callable
from pathlib import PurePosixPath
from typing import NamedTuple

from agent_providers.builtin.python_idioms import development_module

# setting -> (the cookie it governs, the flag)
SETTINGS: dict[str, tuple[str, str]] = {
    "SESSION_COOKIE_SECURE": ("the session cookie", "Secure"),
    "SESSION_COOKIE_HTTPONLY": ("the session cookie", "HttpOnly"),
    "REMEMBER_COOKIE_SECURE": ("the remember-me login cookie", "Secure"),
    "REMEMBER_COOKIE_HTTPONLY": ("the remember-me login cookie", "HttpOnly"),
    "CSRF_COOKIE_SECURE": ("the anti-CSRF cookie", "Secure"),  # its HttpOnly is off by design: scripts read it
}
# component -> (the cookie it sets, {keyword: flag} for flags that are off unless the keyword turns them on)
COMPONENTS: dict[str, tuple[str, dict[str, str]]] = {
    "starlette.middleware.sessions.SessionMiddleware": ("the session cookie", {"https_only": "Secure"}),
    "aiohttp_session.cookie_storage.EncryptedCookieStorage": ("the session cookie", {"secure": "Secure"}),
    "aiohttp_session.EncryptedCookieStorage": ("the session cookie", {"secure": "Secure"}),
    "aiohttp_session.SimpleCookieStorage": ("the session cookie", {"secure": "Secure"}),
    "aiohttp_session.nacl_storage.NaClCookieStorage": ("the session cookie", {"secure": "Secure"}),
    "aiohttp_session.redis_storage.RedisStorage": ("the session cookie", {"secure": "Secure"}),
    "pyramid.authentication.AuthTktCookieHelper": ("the authentication ticket cookie",
                                                   {"secure": "Secure", "http_only": "HttpOnly"}),
    "pyramid.authentication.AuthTktAuthenticationPolicy": ("the authentication ticket cookie",
                                                           {"secure": "Secure", "http_only": "HttpOnly"}),
    "pyramid.session.SignedCookieSessionFactory": ("the session cookie", {"secure": "Secure", "httponly": "HttpOnly"}),
}
# Starlette's (and FastAPI's) entry in an application's middleware list: it makes its first argument with the keywords.
_MIDDLEWARE_ENTRIES = frozenset({"starlette.middleware.Middleware", "fastapi.middleware.Middleware"})
# Components known by a name no other library uses, however a project re-exports them (`from .compat import ...`).
_DISTINCTIVE = {name.rsplit(".", 1)[-1]: name for name in COMPONENTS
                if name.rsplit(".", 1)[-1] in ("AuthTktCookieHelper", "AuthTktAuthenticationPolicy",
                                               "SignedCookieSessionFactory", "EncryptedCookieStorage",
                                               "NaClCookieStorage")}
# Config classes named for development or testing (`class TestingConfig`).
_DEVELOPMENT_CLASS = re.compile(r"dev|local|test|debug", re.IGNORECASE)
_DEFAULTS_MODULE = re.compile(r"(^|_)(global|default)s?(_|$)", re.IGNORECASE)


class CookieSetting(NamedTuple):
    """A setting or component that leaves a session or login cookie without a flag."""

    line: int
    end_line: int
    cookie: str  # "the session cookie"
    flags: tuple[str, ...]  # the flags left off: "Secure", "HttpOnly"
    how: str  # what leaves them off: "SESSION_COOKIE_SECURE = False", "SessionMiddleware(no https_only)"
    token: str = ""  # the code that decides it, as written: the literal `False`, or the component's name


def cookie_settings(tree: ast.Module, path: str, canonical: Callable[[ast.AST], str | None]) -> list[CookieSetting]:
    """Every setting or component in TREE (the module at PATH) leaving a session or login cookie's flag off."""
    stem = PurePosixPath(path).stem
    if development_module(path) or _DEFAULTS_MODULE.search(stem):
        return []
    found: list[CookieSetting] = []
    inner: set[int] = set()  # the literal pieces of a header text already read whole
    for node, owner in _walk(tree):
        if owner is not None and _DEVELOPMENT_CLASS.search(owner):
            continue
        if isinstance(node, (ast.Constant, ast.JoinedStr, ast.BinOp, ast.Call)) and id(node) not in inner:
            found.extend(_header_text(node, inner))
        if isinstance(node, ast.Assign):
            found.extend(_assigned(node))
        elif isinstance(node, ast.Call):
            found.extend(_keywords(node))
            found.extend(_component(node, canonical))
    return sorted(set(found))


def _walk(tree: ast.Module):
    """Each node with the name of the innermost class whose body holds it (None outside classes)."""
    pending: list[tuple[ast.AST, str | None]] = [(tree, None)]
    while pending:
        node, owner = pending.pop()
        yield node, owner
        inner = node.name if isinstance(node, ast.ClassDef) else owner
        pending.extend((child, inner) for child in ast.iter_child_nodes(node))


def _off(value: ast.AST | None) -> bool:
    return isinstance(value, ast.Constant) and value.value in (False, None)


def _setting(name: str, node: ast.AST, value: ast.AST) -> list[CookieSetting]:
    if name not in SETTINGS or not _off(value):
        return []
    cookie, flag = SETTINGS[name]
    line = getattr(node, "lineno", 0)
    end = getattr(node, "end_lineno", None) or line
    return [CookieSetting(line, end, cookie, (flag,), f"{name} = False", ast.unparse(value))]


def _assigned(node: ast.Assign) -> list[CookieSetting]:
    """`SESSION_COOKIE_SECURE = False` (module or class constant) and `app.config["SESSION_COOKIE_SECURE"] = False`."""
    found = []
    for target in node.targets:
        if isinstance(target, ast.Name):
            found.extend(_setting(target.id, node, node.value))
        elif isinstance(target, ast.Subscript) and isinstance(target.slice, ast.Constant) \
                and isinstance(target.slice.value, str):
            found.extend(_setting(target.slice.value, node, node.value))
    return found


def _keywords(call: ast.Call) -> list[CookieSetting]:
    """`app.config.update(SESSION_COOKIE_HTTPONLY=False)`, `dict(SESSION_COOKIE_SECURE=False)`, at the keyword."""
    return [s for keyword in call.keywords if keyword.arg is not None
            for s in _setting(keyword.arg, keyword.value, keyword.value)]


def _component(call: ast.Call, canonical: Callable[[ast.AST], str | None]) -> list[CookieSetting]:
    """A session or authentication component made with a flag left at its default of off (or passed False);
    `app.add_middleware(SessionMiddleware, ...)` and Starlette's `Middleware(SessionMiddleware, ...)` in an
    application's list make it with the keywords given."""
    wrapped = isinstance(call.func, ast.Attribute) and call.func.attr == "add_middleware" \
        or canonical(call.func) in _MIDDLEWARE_ENTRIES
    made = call.args[0] if wrapped and call.args else call.func
    name = canonical(made) or ""
    name = name if name in COMPONENTS else _DISTINCTIVE.get(name.rsplit(".", 1)[-1], "")
    if not name:
        return []
    if any(keyword.arg is None for keyword in call.keywords):
        return []  # `**options`: the flags may be there
    cookie, flags = COMPONENTS[name]
    given = {keyword.arg: keyword.value for keyword in call.keywords}
    off = tuple(flag for keyword, flag in flags.items() if keyword not in given or _off(given[keyword]))
    if not off:
        return []
    short = name.rsplit(".", 1)[-1]
    left = " and ".join(f"{k}=False" if k in given else f"no {k}" for k, f in flags.items() if f in off)
    return [CookieSetting(call.lineno, call.end_lineno or call.lineno, cookie, off, f"{short}({left})",
                          ast.unparse(made))]


# A cookie as a Set-Cookie header's text: `name=value; Path=/; ...`, maybe after "Set-Cookie:".
_HEADER_COOKIE = re.compile(r"^(?:set-cookie:\s*)?([A-Za-z0-9_.-]+)=[^;]*;(.*)$", re.IGNORECASE | re.DOTALL)
_ATTRIBUTE = re.compile(r"\b(path|max-age|expires|domain|samesite|secure|httponly)\b", re.IGNORECASE)
# A cookie whose name says it authenticates someone (anti-CSRF cookies are read by page scripts: Secure only).
CREDENTIAL_COOKIE = re.compile(r"sess|sid|auth|token|remember|login|jwt|csrf|xsrf|api_?key|passw|credential|secret",
                               re.IGNORECASE)
_CSRF_COOKIE = re.compile(r"csrf|xsrf", re.IGNORECASE)
_HOLE = "\x00"  # where a value is filled in


def _template(node: ast.AST, inner: set[int]) -> str | None:
    """The text NODE builds, with each filled-in value as _HOLE: a literal, an f-string, `"..." % x` or
    `"...".format(x)`. The literal pieces read are added to INNER, so they are not read again alone."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        return node.value
    if isinstance(node, ast.JoinedStr):
        inner.update(id(value) for value in node.values)
        return "".join(v.value if isinstance(v, ast.Constant) and isinstance(v.value, str) else _HOLE
                       for v in node.values)
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Mod) and isinstance(node.left, ast.Constant) \
            and isinstance(node.left.value, str):
        inner.add(id(node.left))
        return re.sub(r"%(\([^)]*\))?[-#0 +]*\d*(\.\d+)?[sdrifxX]", _HOLE, node.left.value)
    if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute) and node.func.attr == "format" \
            and isinstance(node.func.value, ast.Constant) and isinstance(node.func.value.value, str):
        inner.add(id(node.func.value))
        return re.sub(r"\{[^{}]*\}", _HOLE, node.func.value.value)
    return None


def _header_text(node: ast.AST, inner: set[int]) -> list[CookieSetting]:
    """A credential cookie written as header text whose attributes, all written out, include no Secure or no
    HttpOnly (`"sid=%s; Path=/"`); none when an attribute is filled in at run time."""
    text = _template(node, inner)
    match = _HEADER_COOKIE.match(text.strip()) if text else None
    if match is None:
        return []
    name, attributes = match.group(1), match.group(2)
    if _HOLE in attributes or not _ATTRIBUTE.search(attributes) or not CREDENTIAL_COOKIE.search(name):
        return []
    words = attributes.lower()
    needed = ("Secure",) if _CSRF_COOKIE.search(name) else ("Secure", "HttpOnly")
    off = tuple(flag for flag in needed if flag.lower() not in words)
    if not off:
        return []
    line = getattr(node, "lineno", 0)
    return [CookieSetting(line, getattr(node, "end_lineno", None) or line, f"the {name} cookie", off,
                          f"a Set-Cookie header written without {' or '.join(off)}", f"{name}=")]


def constant_cookie_value(value: ast.expr | None) -> ast.Constant | None:
    """VALUE, what a `set_cookie(name, value)` call sets as the cookie's value, when it is a non-empty string or
    number written as a constant (an empty value clears the cookie, which is judged apart), or None."""
    if isinstance(value, ast.Constant) and type(value.value) in (str, int, float) and value.value not in ("", 0):
        return value
    return None
