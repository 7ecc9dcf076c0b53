"""A cookie set through the module's own wrapper of a framework's setter (`self.set_cookie(handler, token)`, where
the module defines `set_cookie` and sets the cookie inside it) is judged where the wrapper calls the framework: the
wrapper chooses the flags. Neither slot raises the call of the wrapper; both still raise a wrapper that leaves a flag
off, and a framework call in a module with no wrapper. A setter a base class of another module defines, choosing
flags itself, is followed the same way by the taint slot."""

from __future__ import annotations

import pytest

from tests.builtin_support import MemoryView, judge, judge_at, line_of, raised
from tickets.models import VerdictKind

WRAPPED = """
    from tornado import web


    class TokenAuth:
        cookie_name = "session-token"

        def set_cookie(self, handler, token):
            kwargs = {"path": "/", "httponly": True, "secure": True}
            handler.set_secure_cookie(self.cookie_name, token, **kwargs)

        def persist(self, handler, token):
            self.set_cookie(handler, token)  # WRAPPED CALL


    class LoginHandler(web.RequestHandler):
        auth = TokenAuth()

        def post(self):
            token = self.get_argument("token")
            self.auth.set_cookie(self, token)  # HANDLER CALL
    """

LEAKY_WRAPPER = """
    from flask import Flask, make_response, request

    app = Flask(__name__)


    def set_cookie(response, token):
        response.set_cookie("session_token", token)  # INNER CALL
        return response


    @app.route("/login", methods=["POST"])
    def login():
        return set_cookie(make_response("ok"), request.form["token"])
    """

PLAIN = """
    from flask import Flask, make_response, request

    app = Flask(__name__)


    @app.route("/login", methods=["POST"])
    def login():
        response = make_response("ok")
        response.set_cookie("session_token", request.form["token"])  # FRAMEWORK CALL
        return response
    """


def _cookie_lines(view: MemoryView, slot: str) -> set[int]:
    return {f.locations[0].start_line for f in raised(view, slot) if f.category == "insecure-cookie"}


@pytest.mark.parametrize("slot", ["pattern", "taint"])
@pytest.mark.parametrize("source, marker, flagged", [
    (WRAPPED, "# WRAPPED CALL", False),
    (WRAPPED, "# HANDLER CALL", False),
    (LEAKY_WRAPPER, "# INNER CALL", True),
    (PLAIN, "# FRAMEWORK CALL", True),
])
def test_a_cookie_set_through_the_modules_own_wrapper_is_judged_inside_it(slot: str, source: str, marker: str,
                                                                         flagged: bool) -> None:
    view = MemoryView({"app/auth.py": source})
    assert (line_of(view, "app/auth.py", marker) in _cookie_lines(view, slot)) is flagged


# A base handler in one module overrides Tornado's setter and turns both flags on unless its caller says otherwise; a
# handler in another module inherits it. Each variant below changes one thing about the override or the call.
BASE = """
    import tornado.web


    class BaseHandler(tornado.web.RequestHandler):
        def set_secure_cookie(self, name, value, expires_days=30, version=None, **kwargs):
            kwargs.setdefault("httponly", True)
            kwargs.setdefault("secure", True)
            super().set_secure_cookie(name, value, expires_days, version, **kwargs)
    """

HANDLERS = """
    from .base import BaseHandler


    class LoginHandler(BaseHandler):
        def post(self):
            user = self.get_argument("user")
            self.set_secure_cookie("user", user)  # INHERITED CALL
    """

_CALL = 'self.set_secure_cookie("user", user)  # INHERITED CALL'


def _inherited(base: str, handlers: str = HANDLERS, **more: str) -> VerdictKind:
    view = MemoryView({"app/__init__.py": "", "app/base.py": base, "app/handlers.py": handlers, **more})
    assert line_of(view, "app/handlers.py", "# INHERITED CALL") in _cookie_lines(view, "pattern")  # one file's sight
    return judge_at(view, "taint", "app/handlers.py", "# INHERITED CALL", "insecure-cookie").verdict


def test_a_base_class_setter_of_another_module_that_turns_both_flags_on_gives_the_call_both() -> None:
    """The pattern slot reads one file and raises the handler's call; the taint slot follows `self` to the base
    class imported from the other module, whose defaults the call keeps."""
    assert _inherited(BASE) is VerdictKind.REFUTED


@pytest.mark.parametrize("base, handlers", [
    # it only hands its caller's keywords on
    (BASE.replace('kwargs.setdefault("httponly", True)', 'self.application.log_cookie(name)')
     .replace('            kwargs.setdefault("secure", True)\n', ""), HANDLERS),
    # it turns HttpOnly on, and Secure is still missing
    (BASE.replace('            kwargs.setdefault("secure", True)\n', ""), HANDLERS),
    # it names the flags only to turn them off, or to drop what the caller gave
    (BASE.replace("True)", "False)"), HANDLERS),
    (BASE.replace('kwargs.setdefault("httponly", True)', 'kwargs.pop("httponly", None)')
     .replace('kwargs.setdefault("secure", True)', 'kwargs.pop("secure", None)'), HANDLERS),
    (BASE.replace('            super()', '            kwargs.pop("secure")\n            super()'), HANDLERS),
    # it builds the flags into a dict it never hands on
    (BASE.replace('kwargs.setdefault("httponly", True)', 'opts = {"secure": True, "httponly": True}')
     .replace('            kwargs.setdefault("secure", True)\n', ""), HANDLERS),
    # the caller turns off what it would turn on
    (BASE, HANDLERS.replace(_CALL, 'self.set_secure_cookie("user", user, secure=False, httponly=False)'
                                   '  # INHERITED CALL')),
    # Tornado's handler comes first among the bases: its setter is the one that runs
    (BASE.replace("class BaseHandler(tornado.web.RequestHandler):", "class BaseHandler:"),
     HANDLERS.replace("from .base import BaseHandler", "import tornado.web\n\n    from .base import BaseHandler")
     .replace("class LoginHandler(BaseHandler):", "class LoginHandler(tornado.web.RequestHandler, BaseHandler):")),
], ids=["passes-keywords-on", "httponly-only", "turns-off", "pops", "turns-on-then-pops", "unused-dict",
         "caller-turns-off", "framework-first"])
def test_a_call_through_a_setter_that_leaves_a_flag_off_is_still_confirmed(base: str, handlers: str) -> None:
    assert _inherited(base, handlers) is VerdictKind.CONFIRMED


def test_an_imported_helper_that_takes_no_flag_from_its_callers_is_judged_at_its_own_call() -> None:
    """`utils.set_cookie(key, value)` chooses every flag itself (Secure from the deployment's setting): its callers
    cannot pass one, so the call is no proof of a missing flag (one the helper leaves off is a finding at its own
    call)."""
    helper = """
        import os

        from flask import make_response

        SECURE_COOKIES = os.environ.get("SECURE_COOKIES", "1") == "1"


        def set_cookie(key, value):
            response = make_response("ok")
            response.set_cookie(key, value, secure=SECURE_COOKIES, httponly=True)
            return response
        """
    views = """
        from flask import Flask, request

        from . import utils

        app = Flask(__name__)


        @app.route("/remember", methods=["POST"])
        def remember():
            return utils.set_cookie("session_token", request.form["token"])  # HELPER CALL
        """
    view = MemoryView({"app/__init__.py": "", "app/utils.py": helper, "app/views.py": views})
    assert line_of(view, "app/views.py", "# HELPER CALL") in _cookie_lines(view, "pattern")
    verdict = judge_at(view, "taint", "app/views.py", "# HELPER CALL", "insecure-cookie")
    assert verdict.verdict is not VerdictKind.CONFIRMED, verdict.reason


def test_a_setter_behind_a_framework_class_an_earlier_base_inherits_is_not_the_one_that_runs() -> None:
    """`class LoginHandler(BaseHandler, SecureMixin)` with `BaseHandler(RequestHandler)` defining no setter: Python's
    method order puts Tornado's RequestHandler, and its setter, before the mixin's."""
    base = """
        import tornado.web


        class BaseHandler(tornado.web.RequestHandler):
            def prepare(self):
                self.started = True
        """
    mixins = BASE.replace("import tornado.web\n\n\n    class BaseHandler(tornado.web.RequestHandler):",
                          "class SecureMixin:")
    handlers = HANDLERS.replace("from .base import BaseHandler",
                                "from .base import BaseHandler\n    from .mixins import SecureMixin") \
        .replace("class LoginHandler(BaseHandler):", "class LoginHandler(BaseHandler, SecureMixin):")
    assert "class SecureMixin:" in mixins
    assert _inherited(base, handlers, **{"app/mixins.py": mixins}) is VerdictKind.CONFIRMED
    # with the mixin first, its setter is the one that runs
    first = handlers.replace("class LoginHandler(BaseHandler, SecureMixin):",
                             "class LoginHandler(SecureMixin, BaseHandler):")
    assert _inherited(base, first, **{"app/mixins.py": mixins}) is VerdictKind.REFUTED


# A helper of another module that takes the response first: the cookie's name and value are its second and third
# parameters, and it hands on Secure as its own parameter, off unless its caller turns it on.
HELPER = """
    def set_cookie(response, key, value, secure=False):
        response.set_cookie(key, value, secure=secure, httponly=True)
    """

HELPER_VIEWS = """
    from flask import Flask, make_response, request

    from app import utils

    app = Flask(__name__)


    @app.route("/login", methods=["POST"])
    def login():
        resp = make_response("ok")
        utils.set_cookie(resp, "session", request.form["token"])  # HELPER CALL
        return resp
    """


def _through_helper(helper: str = HELPER, views: str = HELPER_VIEWS) -> tuple[set[int], VerdictKind, VerdictKind]:
    """Whether each slot raises the helper's call, and each slot's verdict on the other's finding there."""
    view = MemoryView({"app/__init__.py": "", "app/utils.py": helper, "app/views.py": views})
    line = line_of(view, "app/views.py", "# HELPER CALL")
    raisers = {slot for slot in ("pattern", "taint") if line in _cookie_lines(view, slot)}
    taint = judge_at(view, "taint", "app/views.py", "# HELPER CALL", "insecure-cookie").verdict
    theirs = [f for f in raised(view, "taint") if f.category == "insecure-cookie" and f.primary.start_line == line]
    pattern = judge(view, "pattern", theirs[0]).verdict if theirs else VerdictKind.UNCERTAIN
    return raisers, taint, pattern


def test_a_helper_that_takes_the_response_first_hands_on_its_callers_name_and_value() -> None:
    """`utils.set_cookie(resp, "session", token)`: the value is the token, not "session" (the framework's second
    argument). Neither slot reads the cookie's name as its value and refutes it as a constant anyone can read."""
    raisers, taint, pattern = _through_helper()
    assert raisers == {"pattern", "taint"}
    assert taint is VerdictKind.CONFIRMED
    assert pattern is VerdictKind.CONFIRMED


@pytest.mark.parametrize("helper, views", [
    # the helper's Secure is on unless its caller turns it off
    (HELPER.replace("secure=False", "secure=True"), HELPER_VIEWS),
    # the caller turns it on, by position or by keyword
    (HELPER, HELPER_VIEWS.replace('request.form["token"])', 'request.form["token"], True)')),
    (HELPER, HELPER_VIEWS.replace('request.form["token"])', 'request.form["token"], secure=True)')),
    # the value the caller hands on is a constant
    (HELPER, HELPER_VIEWS.replace('request.form["token"])', '"dark")')),
], ids=["default-on", "caller-positional", "caller-keyword", "constant-value"])
def test_a_call_through_a_helper_that_gets_its_flags_or_sets_a_constant_is_refuted(helper: str, views: str) -> None:
    assert _through_helper(helper, views)[1] is VerdictKind.REFUTED


def test_a_helper_flag_whose_default_is_no_constant_is_not_claimed_either_way() -> None:
    """`secure=settings.SECURE_COOKIES`: the default is the deployment's, which the code does not show."""
    helper = HELPER.replace("secure=False", "secure=settings.SECURE_COOKIES") \
        .replace("    def set_cookie", "    from app import settings\n\n\n    def set_cookie")
    assert _through_helper(helper)[1] is not VerdictKind.CONFIRMED
    assert _through_helper(helper.replace("settings.SECURE_COOKIES", "False"))[1] is VerdictKind.CONFIRMED


# The module's own wrapper that lets its callers choose flags: it hands their keywords on and turns HttpOnly on.
SAME_MODULE = """
    from flask import Flask, make_response, request

    app = Flask(__name__)


    def set_cookie(response, key, value, **kwargs):
        kwargs.setdefault("httponly", True)
        response.set_cookie(key, value, **kwargs)  # INNER CALL


    @app.route("/login", methods=["POST"])
    def login():
        resp = make_response("ok")
        set_cookie(resp, "session", request.form["token"], secure=False)  # OFF CALL
        set_cookie(resp, "session", request.form["token"])  # BARE CALL
        set_cookie(resp, "session", request.form["token"], secure=True)  # ON CALL
        return resp
    """


SELF_WRAPPER = """
    import tornado.web


    class LoginHandler(tornado.web.RequestHandler):
        def set_secure_cookie(self, name, value, **kwargs):
            kwargs.setdefault("httponly", True)
            super().set_secure_cookie(name, value, **kwargs)

        def post(self):
            self.set_secure_cookie("session", self.get_argument("token"), secure=False)  # OFF CALL
            self.set_secure_cookie("session", self.get_argument("token"), secure=True)  # ON CALL
    """


@pytest.mark.parametrize("slot", ["pattern", "taint"])
@pytest.mark.parametrize("source, marker, flagged", [
    (SAME_MODULE, "# OFF CALL", True),
    (SAME_MODULE, "# BARE CALL", True),
    (SAME_MODULE, "# ON CALL", False),
    (SAME_MODULE, "# INNER CALL", False),  # the keywords it hands on are its callers'
    # a method of the module's own class, called on self
    (SELF_WRAPPER, "# OFF CALL", True),
    (SELF_WRAPPER, "# ON CALL", False),
    # defined twice, two ways: which one runs is not read
    (SAME_MODULE.replace("@app.route", 'def set_cookie(response, key, value, **kwargs):\n'
                                       '        response.set_cookie(key, value, secure=True, httponly=True, '
                                       '**kwargs)\n\n\n    @app.route'), "# OFF CALL", False),
], ids=["caller-turns-off", "caller-says-nothing", "caller-turns-on", "inner", "method-off", "method-on",
         "defined-twice"])
def test_a_call_of_the_modules_own_wrapper_that_hands_on_its_callers_flags_is_judged_at_the_call(
        slot: str, source: str, marker: str, flagged: bool) -> None:
    """Both slots read the wrapper where it is called: what it turns on, then what the call gives the keywords it
    hands on, with the cookie's name and value from the parameters it hands on as them."""
    view = MemoryView({"app/auth.py": source})
    assert (line_of(view, "app/auth.py", marker) in _cookie_lines(view, slot)) is flagged


def test_a_call_of_the_modules_own_wrapper_is_confirmed_by_the_other_slot() -> None:
    view = MemoryView({"app/auth.py": SAME_MODULE})
    for raiser, judge_slot in (("pattern", "taint"), ("taint", "pattern")):
        line = line_of(view, "app/auth.py", "# OFF CALL")
        theirs = [f for f in raised(view, raiser) if f.category == "insecure-cookie" and f.primary.start_line == line]
        assert judge(view, judge_slot, theirs[0]).verdict is VerdictKind.CONFIRMED
