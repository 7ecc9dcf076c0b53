"""A membership test against what the deployment's configuration lists is an allowlist check.

`if printer not in settings.printers: raise` admits only a value the operator listed: past it, the value is one of
the configuration's own, whatever the client sent. The configuration object may be imported (`settings`,
`conf.hosts`) or held by the application (`current_app.config["PRINTERS"]`, a Tornado handler's
`self.settings["printers"]`). A collection of anything else (a field of the request, a plain object's attribute,
the function's parameter) checks nothing, and a test that does not stop the request (no raise) leaves it as it was.
"""

from __future__ import annotations

import pytest

from tests.builtin_support import MemoryView, judge_at
from tickets.models import VerdictKind

SETTINGS = """
    from dataclasses import dataclass, field


    @dataclass
    class Settings:
        printers: tuple = field(default_factory=lambda: ("dock1", "dock2"))


    settings = Settings()
    """

VIEWS = """
    import subprocess

    import falcon
    from flask import current_app, request

    from .config import settings


    class Printers:
        def on_delete(self, req, resp):
            printer = req.get_param("printer")
            if printer not in settings.printers:
                raise falcon.HTTPBadRequest(title="unknown printer")
            subprocess.run("lprm -P %s -" % printer, shell=True)  # imported settings


    def flask_cancel():
        printer = request.args["printer"]
        if printer not in current_app.config["PRINTERS"]:
            return "unknown printer", 400
        subprocess.run("lprm -P %s -" % printer, shell=True)  # the application's config


    def unchecked():
        printer = request.args["printer"]
        if printer not in request.args.getlist("known"):
            return "unknown printer", 400
        subprocess.run("lprm -P %s -" % printer, shell=True)  # a list the client sends


    def logged_only():
        printer = request.args["printer"]
        if printer not in settings.printers:
            print("an unlisted printer")
        subprocess.run("lprm -P %s -" % printer, shell=True)  # the test stops nothing


    def from_a_plain_object(registry):
        printer = request.args["printer"]
        if printer not in registry.printers:
            return "unknown printer", 400
        subprocess.run("lprm -P %s -" % printer, shell=True)  # whose list is it?


    def comprehended():
        printer = request.args["printer"]
        if printer not in [name for (name, label) in settings.printers]:
            raise falcon.HTTPNotFound()
        subprocess.run("lprm -P %s -" % printer, shell=True)  # the names of the configuration's pairs


    def keyed():
        printer = request.args["printer"]
        if printer not in current_app.config["PRINTERS"].keys():
            raise falcon.HTTPNotFound()
        subprocess.run("lprm -P %s -" % printer, shell=True)  # the configuration's keys


    def comprehended_from_the_client():
        printer = request.args["printer"]
        if printer not in [name for name in request.args.getlist("known")]:
            raise falcon.HTTPNotFound()
        subprocess.run("lprm -P %s -" % printer, shell=True)  # the client's list, comprehended


    def comprehended_with_the_clients_element():
        printer = request.args["printer"]
        if printer not in [request.args["other"] for name in settings.printers]:
            raise falcon.HTTPNotFound()
        subprocess.run("lprm -P %s -" % printer, shell=True)  # the client's value, once per printer
    """


def _verdict(marker: str) -> VerdictKind:
    view = MemoryView({"app/__init__.py": "", "app/config.py": SETTINGS, "app/views.py": VIEWS})
    return judge_at(view, "taint", "app/views.py", marker, "command-injection").verdict


@pytest.mark.parametrize("marker", ["# imported settings", "# the application's config",
                                    "# the names of the configuration's pairs", "# the configuration's keys"])
def test_a_value_the_configuration_lists_is_no_longer_the_clients(marker: str) -> None:
    assert _verdict(marker) is not VerdictKind.CONFIRMED


@pytest.mark.parametrize("marker", ["# a list the client sends", "# the test stops nothing", "# whose list is it?",
                                    "# the client's list, comprehended", "# the client's value, once per printer"])
def test_a_list_of_anything_else_or_a_test_that_stops_nothing_checks_nothing(marker: str) -> None:
    assert _verdict(marker) is VerdictKind.CONFIRMED


KEY_TABLES = """
    import operator

    from flask import Flask, request

    app = Flask(__name__)
    OPERATORS = {"+": operator.add, "-": operator.sub}
    GROWN = {"+": operator.add}


    @app.route("/calc")
    def calc():
        op = request.args["op"]
        if op not in OPERATORS:
            raise ValueError(op)
        return str(eval("1 %s 2" % op))  # one of the table's keys


    @app.route("/grown")
    def grown():
        GROWN[request.args["name"]] = operator.mul
        op = request.args["op"]
        if op not in GROWN:
            raise ValueError(op)
        return str(eval("1 %s 2" % op))  # a table the requests add keys to
    """


@pytest.mark.parametrize(("marker", "confirmed"), [("# one of the table's keys", False),
                                                   ("# a table the requests add keys to", True)])
def test_membership_among_a_module_dicts_written_out_keys_is_an_allowlist(marker: str, confirmed: bool) -> None:
    verdict = judge_at(MemoryView({"app/calc.py": KEY_TABLES}), "taint", "app/calc.py", marker, "code-injection")
    assert (verdict.verdict is VerdictKind.CONFIRMED) is confirmed, verdict.reason
