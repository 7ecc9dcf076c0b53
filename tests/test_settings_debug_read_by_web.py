"""A settings module's `DEBUG = True` counts when a module serving web requests imports it and reads it.

The settings module imports no web framework, so on its own the switch could be anything's. A Falcon app that
does `from . import config` and `if config.DEBUG: app.add_error_handler(Exception, _debug_handler)` shows it is the
web application's debug mode, on in every deployment. A setting no web module reads, or one in a module named for
development, stays undecided or refuted as before.
"""

from __future__ import annotations

from agent_providers.seam import FindingToJudge
from flows.audit.reuse import LISTING, RecordingView
from tests.builtin_support import MemoryView, analyser, finding_at, judge_at
from tickets.models import VerdictKind

CONFIG = '''
    import os

    DATABASE = os.environ.get("APP_DB", "app.db")
    DEBUG = True
    '''

APP = '''
    import traceback

    import falcon

    from . import config


    def _debug_handler(req, resp, ex, params):
        resp.status = falcon.HTTP_500
        resp.text = traceback.format_exc()


    def create_app():
        app = falcon.App()
        if config.DEBUG:
            app.add_error_handler(Exception, _debug_handler)
        return app
    '''

REPORT = '''
    from . import config


    def describe():
        return "debug" if config.DEBUG else "quiet"
    '''


def _verdict(files: dict[str, str], path: str = "site/config.py") -> VerdictKind:
    return judge_at(MemoryView(files), "taint", path, "DEBUG = True", "debug-enabled").verdict


def test_a_setting_a_web_module_reads_is_the_web_apps_debug_mode() -> None:
    files = {"site/__init__.py": "", "site/config.py": CONFIG, "site/app.py": APP}
    assert _verdict(files) is VerdictKind.CONFIRMED


def test_a_setting_only_other_code_reads_stays_undecided() -> None:
    files = {"site/__init__.py": "", "site/config.py": CONFIG, "site/report.py": REPORT}
    assert _verdict(files) is VerdictKind.UNCERTAIN
    unread = {"site/__init__.py": "", "site/config.py": CONFIG, "site/app.py": APP.replace("config.DEBUG", "False")}
    assert _verdict(unread) is VerdictKind.UNCERTAIN


def test_a_development_settings_module_is_still_refuted() -> None:
    files = {"site/__init__.py": "", "site/config_dev.py": CONFIG,
             "site/app.py": APP.replace("from . import config", "from . import config_dev as config")}
    assert _verdict(files, "site/config_dev.py") is VerdictKind.REFUTED


LOGGING = '''
    import logging

    import falcon

    from . import config

    # config.DEBUG is ignored here
    logging.basicConfig(level=logging.DEBUG)


    def create_app():
        return falcon.App()
    '''

DIRECT = APP.replace("from . import config", "from .config import DEBUG").replace("if config.DEBUG:", "if DEBUG:")


def test_only_a_read_of_that_modules_setting_counts() -> None:
    """Another module's DEBUG (`logging.DEBUG`) or a comment naming the setting is no read of it."""
    files = {"site/__init__.py": "", "site/config.py": CONFIG, "site/app.py": LOGGING}
    assert _verdict(files) is VerdictKind.UNCERTAIN
    direct = {"site/__init__.py": "", "site/config.py": CONFIG, "site/app.py": DIRECT}
    assert _verdict(direct) is VerdictKind.CONFIRMED


def test_the_verdict_depends_on_every_python_file() -> None:
    """Which modules import the settings module decides the verdict, so it is kept only while the listing (every
    Python file with its content) reads the same: a new importer elsewhere must be able to change it."""
    view = MemoryView({"site/__init__.py": "", "site/config.py": CONFIG, "site/app.py": APP})
    recording = RecordingView(view)
    finding = finding_at(view, "site/config.py", "DEBUG = True", "debug-enabled")
    verdict = analyser("taint").refute(recording, [FindingToJudge("0" * 16, finding)]).verdicts[0]
    assert verdict.verdict is VerdictKind.CONFIRMED
    assert LISTING in recording.reads
