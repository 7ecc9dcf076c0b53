"""Debug switches of more frameworks, read the same way by both slots: web.py's `web.config.debug = True`, CherryPy's
`request.show_tracebacks` and Tornado's `serve_traceback` (tracebacks sent to the client). And a hook a host program
calls by name in its extension modules (`_load_jupyter_server_extension`) is never refuted as dead. A switch in a
branch that selects the development environment (`if config_name == "development":`) is that environment's.
"""

from __future__ import annotations

import pytest

from tests.builtin_support import MemoryView, judge, judge_at, line_of, raised
from tickets.models import VerdictKind

WEBPY = """
    import web

    urls = ("/", "Index")
    web.config.debug = True
    app = web.application(urls, globals())
    """

CHERRYPY = """
    import cherrypy


    def main():
        cherrypy.config.update({
            "server.socket_port": 8080,
            "request.show_tracebacks": True,
        })
    """

TORNADO = """
    import tornado.web


    def make_app(handlers):
        settings = {"cookie_secret": None}
        settings["serve_traceback"] = True
        return tornado.web.Application(handlers, serve_traceback=True)
    """

EXTENSION = """
    import subprocess


    def _load_jupyter_server_extension(serverapp):
        subprocess.call("notify-send " + serverapp.root_dir, shell=True)


    def _unused(folder):
        subprocess.call("ls " + folder, shell=True)
    """


def _pair(files: dict[str, str], path: str, needle: str, category: str) -> bool:
    """Whether the pattern slot raises at NEEDLE's line and the taint slot confirms it there."""
    view = MemoryView(files)
    line = line_of(view, path, needle)
    raised_there = any(f.category == category and f.locations[0].start_line == line
                       for f in raised(view, "pattern", [path]))
    return raised_there and judge_at(view, "taint", path, needle, category).verdict is VerdictKind.CONFIRMED


def test_more_frameworks_debug_switches_are_found_and_confirmed() -> None:
    assert _pair({"code.py": WEBPY}, "code.py", "web.config.debug", "debug-enabled")
    assert _pair({"server.py": CHERRYPY}, "server.py", "request.show_tracebacks", "debug-enabled")
    assert _pair({"app.py": TORNADO}, "app.py", 'settings["serve_traceback"]', "debug-enabled")
    assert _pair({"app.py": TORNADO}, "app.py", "serve_traceback=True", "debug-enabled")


def test_a_hook_a_host_calls_by_name_is_not_dead() -> None:
    view = MemoryView({"ext/__init__.py": EXTENSION})
    for slot in ("pattern", "taint"):
        hook = judge_at(view, slot, "ext/__init__.py", "notify-send", "command-injection")
        assert "never" not in hook.reason, slot
        unused = judge_at(view, slot, "ext/__init__.py", '"ls "', "command-injection")
        assert unused.verdict is VerdictKind.REFUTED, slot


JUPYTER_EXTENSION = """
    def _load_jupyter_server_extension(serverapp):
        settings = serverapp.web_app.settings
        settings["serve_traceback"] = True
    """

PLAIN_DEBUG = """
    def configure(options):
        options["DEBUG"] = True
    """


def test_a_traceback_setting_names_its_web_server_without_importing_it() -> None:
    """A Jupyter Server extension switches Tornado's serve_traceback on in settings it is handed: no web framework
    is imported there, yet only a web server reads that setting."""
    assert _pair({"ext/__init__.py": JUPYTER_EXTENSION}, "ext/__init__.py", "serve_traceback", "debug-enabled")


def test_a_plain_debug_flag_in_a_module_without_a_web_framework_stays_undecided() -> None:
    view = MemoryView({"tool.py": PLAIN_DEBUG})
    assert judge_at(view, "taint", "tool.py", '"DEBUG"', "debug-enabled").verdict is not VerdictKind.CONFIRMED


RUNSERVER_PLUS = """
    from django.core.management.base import BaseCommand
    from werkzeug.serving import run_simple


    class Command(BaseCommand):
        def handle(self, *args, **options):
            run_simple("127.0.0.1", 8000, self.get_handler(), use_debugger=True, use_reloader=True)
    """


def test_a_debugger_a_management_command_starts_is_the_operators_development_server() -> None:
    for path, refuted in (("ext/management/commands/runserver_plus.py", True), ("ext/server.py", False)):
        verdict = judge_at(MemoryView({path: RUNSERVER_PLUS}), "taint", path, "use_debugger=True", "debug-enabled")
        assert (verdict.verdict is VerdictKind.REFUTED) is refuted, (path, verdict.reason)


FACTORY = """
    from flask import Flask

    from .config import config_by_name


    def create_app(config_name="production"):
        app = Flask(__name__)
        app.config.from_object(config_by_name[config_name])
        if config_name == "development":
            app.debug = True
        if config_name != "production":
            app.testing = True
            app.debug = True
        return app
    """


@pytest.mark.parametrize("line, expected", [
    (10, VerdictKind.REFUTED),  # only where the factory is asked for the development configuration
    (13, VerdictKind.CONFIRMED),  # in every environment but one: staging too
])
def test_debug_switched_on_in_a_branch_selecting_the_development_environment_is_that_environments(line, expected):
    view = MemoryView({"app/__init__.py": FACTORY})
    finding = next(f for f in raised(view, "pattern") if f.category == "debug-enabled" and f.primary.start_line == line)
    verdict = judge(view, "taint", finding)
    assert verdict.verdict is expected, verdict.reason


TOOLBAR = """
    from flask import Flask
    from flask_debugtoolbar import DebugToolbarExtension


    class BaseConfig:
        DEBUG_TB_ENABLED = False


    class DevelopmentConfig(BaseConfig):
        DEBUG_TB_ENABLED = True


    def create_app():
        app = Flask(__name__)
        app.config["DEBUG_TB_ENABLED"] = True
        DebugToolbarExtension(app)
        return app
    """


def test_flask_debug_toolbar_switched_on_for_every_client_is_found_and_confirmed() -> None:
    """Flask-DebugToolbar's DEBUG_TB_ENABLED shows every client the request, the configuration and the queries,
    whatever app.debug is; in a settings class named for development it is that environment's."""
    assert _pair({"app.py": TOOLBAR}, "app.py", 'app.config["DEBUG_TB_ENABLED"]', "debug-enabled")
    view = MemoryView({"app.py": TOOLBAR})
    development = judge_at(view, "taint", "app.py", "DEBUG_TB_ENABLED = True", "debug-enabled")
    assert development.verdict is VerdictKind.REFUTED, development.reason


TOOLBAR_CONFIG = """
    import os


    class ProductionConfig:
        SECRET_KEY = os.environ["SECRET_KEY"]
        DEBUG_TB_ENABLED = True
    """


def test_the_toolbar_switched_on_in_a_config_module_without_flask_is_still_confirmed() -> None:
    """Only Flask-DebugToolbar reads DEBUG_TB_ENABLED, so a settings class that imports nothing configures it."""
    assert _pair({"config.py": TOOLBAR_CONFIG}, "config.py", "DEBUG_TB_ENABLED = True", "debug-enabled")


TWISTD_PLUGIN = """
    from twisted.web import resource, server


    def makeService(config):
        site = server.Site(config["root"])
        if config["display-tracebacks"]:
            site.displayTracebacks = True
        if not config["debug"]:
            site.displayTracebacks = True
        return site


    class Toggle(resource.Resource):
        def render_GET(self, request):
            if request.args.get(b"tracebacks"):
                self.site.displayTracebacks = True
            return b"ok"
    """


@pytest.mark.parametrize("line, expected", [
    (7, VerdictKind.REFUTED),  # `twistd web --display-tracebacks`: the operator asked for them
    (9, VerdictKind.CONFIRMED),  # on unless debugging is asked for: on in every deployment
    (16, VerdictKind.CONFIRMED),  # on when a client asks
])
def test_a_debug_switch_under_a_test_naming_it_is_the_operators_choice(line, expected):
    """`if config["display-tracebacks"]: site.displayTracebacks = True` is `site.displayTracebacks =
    config["display-tracebacks"]` written out: the operator's flag, unless the test is negated or a client's."""
    view = MemoryView({"twisted/web/tap.py": TWISTD_PLUGIN})
    finding = next(f for f in raised(view, "pattern") if f.category == "debug-enabled" and f.primary.start_line == line)
    verdict = judge(view, "taint", finding)
    assert verdict.verdict is expected, verdict.reason


SETTINGS_WITH_LOCAL = """
    import os

    DEBUG = True
    ALLOWED_HOSTS = ["*"]
    INSTALLED_APPS = ["django.contrib.admin", "reviews"]

    try:
        import settings_local
        from settings_local import *
    except ImportError:
        raise SystemExit("settings_local.py is missing: run the installer")
    """

SETTINGS_WITH_BASE = SETTINGS_WITH_LOCAL.replace("settings_local", "settings_base")
SETTINGS_WITH_OPTIONAL_LOCAL = SETTINGS_WITH_LOCAL.replace(
    'raise SystemExit("settings_local.py is missing: run the installer")', "pass")
SETTINGS_WITH_DEV_LOCAL = """
    import os

    DEBUG = True
    HELP = \"\"\"Override anything here with: from settings_local import *\"\"\"

    if os.environ.get("APP_ENV") == "dev":
        from .local_settings import *
    """


@pytest.mark.parametrize("settings, refuted", [
    (SETTINGS_WITH_LOCAL, True),  # the deployment's settings_local is imported over it
    (SETTINGS_WITH_BASE, False),  # a shared base module names no deployment
    (SETTINGS_WITH_OPTIONAL_LOCAL, False),  # a deployment without it keeps debug on
    (SETTINGS_WITH_DEV_LOCAL, False),  # in a string, and under a development branch
])
def test_a_debug_default_the_deployments_local_settings_override_is_no_ticket(settings, refuted):
    files = {"reviews/settings.py": settings, "reviews/views.py": "from django.http import HttpResponse\n"}
    verdict = judge_at(MemoryView(files), "taint", "reviews/settings.py", "DEBUG = True", "debug-enabled")
    assert (verdict.verdict is VerdictKind.REFUTED) is refuted, verdict.reason


FLASK_GATES = """
    import os

    from flask import Flask, request

    app = Flask(__name__)
    config = {"debug": False, "mode": "production"}


    @app.before_request
    def gates():
        if request.args.get("debug") == "1":
            app.debug = True  # a client's value, compared
        if "traceback" in request.args:
            app.debug = True  # a client's key
        if config["debug"] is False:
            app.debug = True  # negated by `is False`
        if config["mode"] != "debug":
            app.debug = True  # negated by `!=`
        if os.environ.get("APP_DEBUG", "1") == "1":
            app.debug = True  # on wherever nobody sets the variable
        if config["debug"] == True:
            app.debug = True  # the operator's flag
    """


@pytest.mark.parametrize("needle, expected", [
    ("# a client's value, compared", VerdictKind.CONFIRMED),
    ("# a client's key", VerdictKind.CONFIRMED),
    ("# negated by `is False`", VerdictKind.CONFIRMED),
    ("# negated by `!=`", VerdictKind.CONFIRMED),
    ("# on wherever nobody sets the variable", VerdictKind.CONFIRMED),
    ("# the operator's flag", VerdictKind.REFUTED),
])
def test_a_debug_gate_is_the_operators_only_when_it_asks_for_debugging_from_the_operators_values(needle, expected):
    view = MemoryView({"app.py": FLASK_GATES})
    verdict = judge_at(view, "taint", "app.py", needle, "debug-enabled")
    assert verdict.verdict is expected, verdict.reason


GATED_TWICE = """
    from flask import Flask

    app = Flask(__name__)


    def debug_run(options):
        if options.debug:
            app.debug = True
        app.run()


    def main(options):
        if options.debug:
            debug_run(options)
    """


def test_a_switch_in_a_function_called_only_when_debugging_is_judged_by_that_call():
    """The function's gate names where the operator asked for debugging; the `if` inside it says the same again."""
    verdict = judge_at(MemoryView({"app.py": GATED_TWICE}), "taint", "app.py", "app.debug = True", "debug-enabled")
    assert verdict.verdict is VerdictKind.REFUTED, verdict.reason
    assert "in a function this module calls only" in verdict.reason, verdict.reason


@pytest.mark.parametrize(("debug", "shown"), [
    ("DEBUG = False", False),  # Django shows the template's debug details on its debug error page alone
    ("DEBUG = True", True),
    ("DEBUG = os.environ.get('SITE_DEBUG') == '1'", True),  # whatever the operator sets
    ("DEBUG = False\nif os.environ.get('SITE_DEBUG'):\n    DEBUG = True", True),  # switched on again
])
def test_template_debug_beside_debug_switched_off_shows_no_client_anything(debug: str, shown: bool) -> None:
    view = MemoryView({"site/settings.py": f"import os\n\n{debug}\nTEMPLATE_DEBUG = True\n"})
    line = line_of(view, "site/settings.py", "TEMPLATE_DEBUG")
    assert any(f.primary.start_line == line for f in raised(view, "pattern")) is shown
    if not shown:
        assert judge_at(view, "taint", "site/settings.py", "TEMPLATE_DEBUG", "debug-enabled").verdict \
            is VerdictKind.REFUTED
