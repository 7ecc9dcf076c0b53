"""Which request handlers only an administrator can reach, and from which line on.

Owns one question of the taint slot: does a handler admit administrators alone? Open WebUI's connection test is

    @router.post("/terminal_servers/verify")
    async def verify_terminal_server_connection(form_data: TerminalServerConnection, user=Depends(get_admin_user)):
        ...
        async with session.get(f"{form_data.url}/api/v1/policies") as response:

and the URL it fetches is the one the administrator typed into the settings page: which servers the application
talks to (a model endpoint, a webhook, a tool server) is the administrator's to configure, so a request sent there
forges nothing. Only that category is affected (see `taint_facts.ADMIN_CATEGORIES`): a path, a query or a command
an administrator's input reaches still crosses a boundary (administrators of a web application are not its
machine's operators), and a redirect misleads whoever follows the link.

A guard is written three ways, each read from the code, never from the route:
- a dependency the framework resolves before it calls the handler: a parameter's `Depends(get_admin_user)` or
  `Security(...)`, or `dependencies=[Depends(require_admin)]` on every route decorator of the handler. Only a
  routed request passes it: a function of the project calling the handler directly (`await verify(url, user=user)`)
  passes its own values, and those still count (see `Guard.routed`), so only what the framework fills in for the
  route (its parameters) is the administrator's, not what the handler reads from a request object it is given. A
  predicate (`Depends(is_admin)`) gives the handler a bool and refuses nothing;
- a decorator applied before every route registers the function (below each route decorator, or on a view no
  decorator routes): `@admin_required`, `@superuser_required`, `@method_decorator(superuser_required)`,
  `@user_passes_test(lambda u: u.is_superuser)`, `@roles_required("admin")`. One above Flask's `@app.route` wraps
  a function the route has already registered bare, and guards nothing;
- a test among the handler's own statements that ends the request unless the signed-in user is one
  (`if not current_user.is_admin: abort(403)`, `if user.role != "admin": raise HTTPException(403)`, where `user` is
  what a dependency providing the signed-in user gave). What the handler reads after the test's branch is guarded;
  what it reads inside it runs for everyone. When the test is the handler's first statement and refuses with nothing
  but constants (`raise HTTPException(403)`), nothing runs before it, and the whole handler is guarded, its
  parameters too. A flag of another object (a client's JSON, a form a dependency parsed, a
  user looked up by a client's id, a name the handler rebinds, the configuration) is no such test.

A name admits administrators alone when it says it requires one or gives the signed-in one (`admin_required`,
`require_admin`, `is_admin`, `get_admin_user`, `get_current_active_superuser`): a name that merely holds the word
(`get_admin_settings`, `skip_admin_check`, `admin_or_owner_required`, Django's `admin_view`) is none. Staff are not
administrators: Django's `staff_member_required` admits every editor the site employs, and a shop's staff
importing a product image from a URL is no one configuring the server.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Callable
from typing import NamedTuple

from agent_providers.builtin.python_idioms import parameter_defaults

_ADMIN = r"(?:admin|administrator|superuser|superadmin|sysadmin)"
# A name, in snake case, that requires an administrator or gives the signed-in one (a dependency's provider, a
# decorator). A predicate (`is_admin`, `check_admin`) may answer False and refuse nothing: as a dependency it gives
# the handler a bool, so only a decorator of that name counts (it wraps the view, and refuses).
_PROVIDER_NAME = re.compile(
    rf"^(?:(?:get_)?(?:current_)?(?:active_)?{_ADMIN}(?:_user)?"
    rf"|(?:require|requires|ensure|must_be)_(?:current_)?(?:user_)?(?:is_)?{_ADMIN}"
    rf"(?:_user|_access|_role|_permission|_login)?"
    rf"|{_ADMIN}(?:_user|_access|_role|_permission|_login)?_(?:required|only|needed))$")
_PREDICATE_NAME = re.compile(rf"^(?:is|check|verify)_(?:current_)?(?:user_)?(?:is_)?{_ADMIN}"
                             rf"(?:_user|_access|_role|_permission|_login)?$")
# A dependency's provider that gives the signed-in user (`Depends(get_current_user)`): a test of its flags is a
# test of who asks. Any other dependency gives something else (a parsed form, a settings object).
_USER_PROVIDER = re.compile(r"^(?:get_)?(?:current_|verified_|active_|authenticated_|logged_in_|signed_in_)*user$")
# Roles that only administrators hold: `@roles_required("admin")`, `user.role != "superuser"`.
_ADMIN_ROLES = frozenset({"admin", "admins", "administrator", "administrators", "superuser", "superadmin",
                          "sysadmin"})
# Decorators that take the role or the test as their argument: `@roles_required("admin")`,
# `@user_passes_test(lambda u: u.is_superuser)`, Django's `@method_decorator(superuser_required)`.
_ROLE_DECORATOR = re.compile(r"^(?:roles?_required|requires?_roles?|has_role|permission_required|"
                             r"requires?_permission)$", re.IGNORECASE)
_TEST_DECORATORS = frozenset({"user_passes_test", "method_decorator"})
# The attributes of a user that hold the answer: `user.is_superuser`, `current_user.is_admin()`, `user.role`.
_ADMIN_FLAG = re.compile(rf"^(?:is_)?{_ADMIN}$", re.IGNORECASE)
_ROLE_ATTR = re.compile(r"^(?:role|roles|user_role|group)$", re.IGNORECASE)
# The signed-in user, as frameworks hand it to a handler (besides a parameter a dependency fills).
_SIGNED_IN = frozenset({"current_user", "flask_login.current_user", "request.user", "request.current_user",
                        "req.user", "g.user", "g.current_user", "flask.g.user", "self.current_user",
                        "self.request.user", "request.identity"})
_DEPENDENCY_CALLS = frozenset({"Depends", "Security"})

Namer = Callable[[ast.expr], str | None]


class Guard(NamedTuple):
    """A handler's guard that admits administrators alone."""

    line: int  # the line to quote: the dependency, the decorator's test or role, the refusing `if`
    after: int  # what the handler reads after this line is guarded; 0: the whole handler, its parameters too
    routed: bool  # a dependency the framework resolves: a direct call of the handler skips it


def admin_guard(node: ast.FunctionDef | ast.AsyncFunctionDef, name_of: Namer, ends: Callable[[ast.stmt], bool],
                routes: Callable[[ast.expr], bool]) -> Guard | None:
    """NODE's guard that admits administrators alone, or None. NAME_OF names an expression
    (`flask_login.current_user`); ENDS says whether a statement leaves its branch (a return, a raise, `abort(403)`);
    ROUTES whether a decorator registers the function as a route."""
    decorators = node.decorator_list
    routed_at = [index for index, decorator in enumerate(decorators) if routes(decorator)]
    for index, decorator in enumerate(decorators):
        if routed_at and index < routed_at[-1]:
            continue  # applied after a route registered the bare function: that route is open
        line = _decorator_guard(decorator, name_of)
        if line:
            return Guard(line, 0, routed=False)
    # each route's own `dependencies=[...]` guards that route alone: every route must carry one
    dependencies = [_route_dependency(decorators[index], name_of) for index in routed_at]
    if dependencies and all(dependencies):
        return Guard(dependencies[0], 0, routed=True)
    users = set(_SIGNED_IN)
    for arg, default in parameter_defaults(node.args):
        if not (isinstance(default, ast.Call) and default.args
                and (name_of(default.func) or "").rsplit(".", 1)[-1] in _DEPENDENCY_CALLS):
            continue
        provider = _snake(name_of(default.args[0]) or "")
        if _PROVIDER_NAME.match(provider):
            return Guard(default.lineno, 0, routed=True)
        if _USER_PROVIDER.match(provider):
            users.add(arg.arg)
    assigned = {target.id for target in ast.walk(node) if isinstance(target, ast.Name)
                and isinstance(target.ctx, ast.Store)}
    users = {user for user in users if user.split(".", 1)[0] not in assigned}  # `user = lookup(uid)`: not who asks
    body = node.body[1:] if node.body and _docstring(node.body[0]) else node.body
    for index, stmt in enumerate(body):
        if isinstance(stmt, ast.If) and stmt.body and ends(stmt.body[-1]) and refuses_non_admins(stmt.test, users,
                                                                                                  name_of):
            if index == 0 and len(stmt.body) == 1 and _bare_refusal(stmt.body[0]):
                # the handler's first statement, refusing with nothing else: nothing runs before it, so whatever
                # the request brought (its parameters too) reaches the rest only for an administrator
                return Guard(stmt.lineno, 0, routed=False)
            # what the test's own branch reads runs for everyone it refuses; its `else` only for administrators
            return Guard(stmt.lineno, stmt.body[-1].end_lineno or stmt.lineno, routed=False)
    return None


def admin_named(name: str) -> bool:
    """Whether NAME (its last dotted part), as a decorator, says it requires an administrator or gives the signed-in
    one."""
    snake = _snake(name)
    return bool(_PROVIDER_NAME.match(snake) or _PREDICATE_NAME.match(snake))


def _snake(name: str) -> str:
    """The last dotted part of NAME in lower snake case (`AdminRequired` -> `admin_required`)."""
    return re.sub(r"([a-z0-9])([A-Z])", r"\1_\2", name.rsplit(".", 1)[-1]).lower()


def refuses_non_admins(test: ast.expr, users: frozenset[str] | set[str], name_of: Namer) -> bool:
    """Whether TEST holds exactly when the signed-in user (one of USERS, as NAME_OF names it) is no administrator:
    `not current_user.is_superuser`, `not request.user.is_admin()`, `user.role != "admin"`,
    `"admin" not in user.roles`."""
    if isinstance(test, ast.UnaryOp) and isinstance(test.op, ast.Not):
        flag = test.operand.func if isinstance(test.operand, ast.Call) and not test.operand.args else test.operand
        return isinstance(flag, ast.Attribute) and bool(_ADMIN_FLAG.match(flag.attr)) \
            and name_of(flag.value) in users
    if not (isinstance(test, ast.Compare) and len(test.ops) == 1):
        return False
    left, op, right = test.left, test.ops[0], test.comparators[0]
    if isinstance(op, ast.NotEq) and _role(left, users, name_of) and _admin_text(right):
        return True
    return isinstance(op, ast.NotIn) and _admin_text(left) and _role(right, users, name_of)


def _docstring(stmt: ast.stmt) -> bool:
    return isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Constant) and isinstance(stmt.value.value, str)


def _bare_refusal(stmt: ast.stmt) -> bool:
    """STMT ends the request with nothing but constants: `raise HTTPException(403)`, `abort(403)`,
    `return HttpResponseForbidden()`, `return "no", 403` (no call that could reach a sink on the way out)."""
    if isinstance(stmt, ast.Raise):
        return stmt.exc is None or _constant_call(stmt.exc)
    if isinstance(stmt, ast.Return):
        return stmt.value is None or _constant_call(stmt.value)
    return isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Call) and _constant_call(stmt.value)


def _constant_call(node: ast.expr) -> bool:
    """NODE is a name, a constant, a tuple of them, or a call of a name given only those."""
    if isinstance(node, ast.Constant | ast.Name | ast.Attribute):
        return True
    if isinstance(node, ast.Tuple):
        return all(_constant_call(item) for item in node.elts)
    return isinstance(node, ast.Call) and isinstance(node.func, ast.Name | ast.Attribute) \
        and all(isinstance(a, ast.Constant | ast.Name | ast.Attribute) for a in node.args) \
        and all(isinstance(k.value, ast.Constant | ast.Name | ast.Attribute) for k in node.keywords)


def _decorator_guard(decorator: ast.expr, name_of: Namer) -> int:
    """The line that makes DECORATOR admit administrators alone (its test, its role, itself), or 0."""
    if not isinstance(decorator, ast.Call):
        return decorator.lineno if admin_named(name_of(decorator) or "") else 0
    called = (name_of(decorator.func) or "").rsplit(".", 1)[-1]
    if called in _TEST_DECORATORS and decorator.args:
        first = decorator.args[0]
        if isinstance(first, ast.Lambda):
            return first.body.lineno if _demands_flag(first.body, first) else 0
        return _decorator_guard(first, name_of)  # `method_decorator(superuser_required)`
    if _ROLE_DECORATOR.match(called):
        roles = [a for a in decorator.args if isinstance(a, ast.Constant) and isinstance(a.value, str)]
        # `roles_required("admin")`: one role, an administrator's
        return roles[0].lineno if len(roles) == len(decorator.args) == 1 and _admin_text(roles[0]) else 0
    # `@admin_required()`: a guard's factory called with nothing to widen it
    return decorator.lineno if admin_named(called) and not decorator.args and not decorator.keywords else 0


def _route_dependency(decorator: ast.expr, name_of: Namer) -> int:
    """The line of `Depends(require_admin)` among a route decorator's `dependencies=[...]`, or 0."""
    if not isinstance(decorator, ast.Call):
        return 0
    for keyword in decorator.keywords:
        if keyword.arg == "dependencies" and isinstance(keyword.value, ast.List | ast.Tuple):
            for item in keyword.value.elts:
                if isinstance(item, ast.Call) and (name_of(item.func) or "").rsplit(".", 1)[-1] in _DEPENDENCY_CALLS \
                        and item.args and _PROVIDER_NAME.match(_snake(name_of(item.args[0]) or "")):
                    return item.lineno
    return 0


def _demands_flag(body: ast.expr, test: ast.Lambda) -> bool:
    """A test lambda's body that holds only for an administrator: `u.is_superuser`, `u.is_active and
    u.is_superuser`, of the user the lambda is given."""
    if isinstance(body, ast.BoolOp) and isinstance(body.op, ast.And):
        return any(_demands_flag(value, test) for value in body.values)
    flag = body.func if isinstance(body, ast.Call) and not body.args else body
    given = {a.arg for a in test.args.args}
    return isinstance(flag, ast.Attribute) and bool(_ADMIN_FLAG.match(flag.attr)) \
        and isinstance(flag.value, ast.Name) and flag.value.id in given


def _role(node: ast.expr, users: frozenset[str] | set[str], name_of: Namer) -> bool:
    return isinstance(node, ast.Attribute) and bool(_ROLE_ATTR.match(node.attr)) and name_of(node.value) in users


def _admin_text(node: ast.expr) -> bool:
    return isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value.lower() in _ADMIN_ROLES
