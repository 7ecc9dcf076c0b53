"""The builtin pair's pattern slot: Bandit-based raising and structural refutation."""

from __future__ import annotations

import ast
import tempfile
import textwrap
from collections.abc import Iterator
from pathlib import Path

import pytest

from agent_providers.builtin import pattern_bandit
from agent_providers.builtin.pattern import PatternAnalyser
from agent_providers.registry import provider_for
from agent_providers.seam import FindingToJudge, Provider
from tests import fakes
from tickets.models import (
    Evidence,
    Finding,
    Location,
    RaiseTurn,
    RefuteTurn,
    Role,
    Severity,
    Slot,
    VerdictKind,
)
from twokey.kernel.codeview import SourceFile


class MemoryView(fakes.MemoryView):
    """The shared in-memory CodeView, dedented, with withheld paths and a count of full listings."""

    def __init__(self, files: dict[str, str], withheld: frozenset[str] = frozenset()) -> None:
        super().__init__({path: textwrap.dedent(text).lstrip("\n") for path, text in files.items()})
        self.withheld = withheld
        self.listings = 0

    def python_files(self) -> Iterator[SourceFile]:
        self.listings += 1
        yield from (source for source in super().python_files() if source.path not in self.withheld)

    def read_text(self, path: str) -> str:
        if path in self.withheld:
            raise OSError(f"{path} is withheld")
        return super().read_text(path)


# -- every turn in every test is checked: quotes occur verbatim in their cited lines ----------


def assert_quotes_exact(view: MemoryView, evidence: list[Evidence]) -> None:
    for item in evidence:
        lines = view.files[item.path].splitlines()
        cited = "\n".join(lines[item.start_line - 1 : item.end_line])
        assert item.quote in cited, f"{item.quote!r} is not in {item.path}:{item.lines}"


def do_raise(view: MemoryView, paths: list[str] | None = None, provider: PatternAnalyser | None = None) -> RaiseTurn:
    turn = (provider or PatternAnalyser()).raise_findings(view, paths if paths is not None else sorted(view.files))
    RaiseTurn.model_validate(turn.model_dump())
    for finding in turn.findings:
        assert_quotes_exact(view, finding.evidence)
        for location, evidence in zip(finding.locations, finding.evidence, strict=True):
            assert (location.start_line, location.end_line) == (evidence.start_line, evidence.end_line)
    return turn


def do_refute(view: MemoryView, findings: list[Finding], provider: PatternAnalyser | None = None) -> RefuteTurn:
    items = [FindingToJudge(f"{n:016x}", finding) for n, finding in enumerate(findings)]
    turn = (provider or PatternAnalyser()).refute(view, items)
    RefuteTurn.model_validate(turn.model_dump())
    assert [v.fingerprint for v in turn.verdicts] == [item.fingerprint for item in items]
    for verdict in turn.verdicts:
        assert verdict.reason
        assert_quotes_exact(view, verdict.evidence)
        if verdict.verdict is not VerdictKind.UNCERTAIN:
            assert verdict.evidence, "a refutation or confirmation must carry evidence"
    return turn


def judge(view: MemoryView, finding: Finding):
    return do_refute(view, [finding]).verdicts[0]


def taint_finding(view: MemoryView, path: str, needle: str, category: str, cwe: int | None = None) -> Finding:
    """A finding as the other slot would raise it: the line holding NEEDLE, quoted exactly."""
    lines = view.files[path].splitlines()
    line = next(n for n, text in enumerate(lines, 1) if needle in text)
    quote = lines[line - 1].strip()
    return Finding(
        rule_id=f"taint.{category}", category=category, title=f"{category} at {path}:{line}",
        severity=Severity.HIGH, cwe=cwe, locations=[Location(path=path, start_line=line, end_line=line)],
        claim=f"Untrusted input reaches the sink on line {line}.",
        evidence=[Evidence(path=path, start_line=line, end_line=line, quote=quote)],
    )


# -- the provider seam ------------------------------------------------------------------------


def test_provider_implements_the_protocol_with_its_identity():
    provider = provider_for("builtin", Role.RAISER, Slot.AGENT_A)
    assert isinstance(provider, Provider) and isinstance(provider.analyser, PatternAnalyser)
    assert (provider.name, provider.model) == ("builtin", "bandit-rules")


# -- raising ------------------------------------------------------------------------------------

RULES_SOURCE = """
import hashlib, os, pickle, random, subprocess, tempfile, yaml, requests
import xml.etree.ElementTree as ET
from flask import Flask

app = Flask(__name__)
password = "hunter2"

def run(cmd, cur, blob, doc):
    os.system("ls " + cmd)
    subprocess.call(cmd, shell=True)
    cur.execute("SELECT * FROM users WHERE name = '%s'" % cmd)
    eval(cmd)
    exec(cmd)
    pickle.loads(blob)
    yaml.load(blob)
    hashlib.md5(blob)
    random.random()
    tempfile.mktemp()
    requests.get(cmd, verify=False)
    ET.fromstring(doc)
    app.run(debug=True)
"""

EXPECTED_RULES = {
    ("bandit.B105", "hardcoded-secret", 798),
    ("bandit.B605", "command-injection", 78),
    ("bandit.B602", "command-injection", 78),
    ("bandit.B608", "sql-injection", 89),
    ("bandit.B307", "code-injection", 95),
    ("bandit.B102", "code-injection", 95),
    ("bandit.B301", "unsafe-deserialization", 502),
    ("bandit.B506", "unsafe-deserialization", 502),
    ("bandit.B324", "weak-hash", 328),
    ("bandit.B311", "weak-random", 338),
    ("bandit.B306", "insecure-tempfile", 377),
    ("bandit.B501", "tls-verification", 295),
    ("bandit.B314", "xxe", 611),
    ("bandit.B201", "debug-enabled", 94),
}


def test_bandit_rules_map_to_categories_and_cwes():
    view = MemoryView({"app/jobs.py": RULES_SOURCE})
    turn = do_raise(view)
    assert {(f.rule_id, f.category, f.cwe) for f in turn.findings} == EXPECTED_RULES
    assert turn.skipped == []
    assert all(f.lens == "security" and f.suggested_fix for f in turn.findings)


def test_findings_cite_the_flagged_line_and_quote_it_exactly():
    view = MemoryView({"app/jobs.py": RULES_SOURCE})
    by_rule = {f.rule_id: f for f in do_raise(view).findings}
    shell = by_rule["bandit.B602"]
    assert shell.evidence[0].quote == "subprocess.call(cmd, shell=True)"
    assert str(shell.primary) == "app/jobs.py:10-10"
    assert "run" in shell.title and "subprocess.call" in shell.title
    assert "Line 10 " in shell.claim


def test_multi_line_call_is_cited_across_its_lines():
    view = MemoryView({"app/m.py": """
        import subprocess

        def go(name):
            subprocess.call(
                "echo " + name,
                shell=True,
            )
    """})
    (finding,) = do_raise(view).findings
    assert (finding.primary.start_line, finding.primary.end_line) == (4, 7)
    assert finding.evidence[0].quote.startswith("subprocess.call(")


def test_severity_follows_bandit_severity():
    view = MemoryView({"app/jobs.py": RULES_SOURCE})
    severity = {f.rule_id: f.severity for f in do_raise(view).findings}
    assert severity["bandit.B602"] is Severity.HIGH
    assert severity["bandit.B307"] is Severity.MEDIUM
    assert severity["bandit.B311"] is Severity.LOW


def test_symbol_is_the_enclosing_qualified_name():
    view = MemoryView({"app/m.py": """
        import os
        os.system(input())

        class Shell:
            def run(self, cmd):
                os.system(cmd)

        def outer(cmd):
            def inner():
                os.system(cmd)
            return inner
    """})
    symbols = {f.primary.start_line: f.symbol for f in do_raise(view).findings}
    assert symbols == {2: "<module>", 6: "Shell.run", 10: "outer.inner"}


def test_import_only_and_noisy_rules_are_dropped():
    view = MemoryView({"app/m.py": """
        import pickle
        import subprocess
        from xml.dom import minidom

        subprocess.run(["ls", "-l"])
        subprocess.Popen("ls")
        APP_HOST = "0.0.0.0"
    """})
    assert do_raise(view).findings == []


def test_low_confidence_bandit_issues_are_dropped():
    source = """
        def build(name):
            query = "SELECT * FROM t WHERE a = '%s'" % name
            return query
    """
    hits = pattern_bandit.scan("app/q.py", textwrap.dedent(source))
    assert [(h.test_id, h.confidence) for h in hits] == [("B608", "LOW")]
    assert do_raise(MemoryView({"app/q.py": source})).findings == []


def test_kept_drops_unknown_rules_low_confidence_and_duplicates():
    def hit(test_id, confidence, line=3):
        return pattern_bandit.BanditHit(test_id, "HIGH", confidence, line, line, line, 0, "x")

    hits = [hit("B602", "HIGH"), hit("B602", "HIGH"), hit("B404", "HIGH"), hit("B603", "HIGH"), hit("B605", "LOW")]
    assert [h.test_id for h in pattern_bandit.kept(hits)] == ["B602"]


def test_nosec_comments_in_target_code_do_not_hide_findings():
    view = MemoryView({"app/m.py": """
        import os

        def go(cmd):
            os.system(cmd)  # nosec
    """})
    assert [f.rule_id for f in do_raise(view).findings] == ["bandit.B605"]


def test_unreadable_and_unparseable_files_are_skipped_with_reasons():
    view = MemoryView(
        {"app/broken.py": "def broken(:\n", "app/secret.py": "import os\n", "app/ok.py": "import os\nos.system(x)\n"},
        withheld=frozenset({"app/secret.py"}),
    )
    turn = do_raise(view, ["app/broken.py", "app/secret.py", "app/ok.py"])
    assert [f.primary.path for f in turn.findings] == ["app/ok.py"]
    assert [(s.path, s.kind.value) for s in turn.skipped] == [("app/broken.py", "unparseable"),
                                                              ("app/secret.py", "not-analysed")]
    assert "line 1" in turn.skipped[0].reason and "unreadable" in turn.skipped[1].reason


def test_raising_reads_nothing_from_the_filesystem(monkeypatch):
    import builtins
    import os

    def refuse(*args, **kwargs):
        raise AssertionError(f"filesystem touched: {args!r}")

    view = MemoryView({"app/jobs.py": RULES_SOURCE})
    monkeypatch.setattr(builtins, "open", refuse)
    monkeypatch.setattr(os.path, "isfile", refuse)
    assert PatternAnalyser().raise_findings(view, ["app/jobs.py"]).findings


def test_raise_only_covers_requested_paths():
    view = MemoryView({"a/one.py": "import os\nos.system(x)\n", "a/two.py": "import os\nos.system(y)\n"})
    assert {f.primary.path for f in do_raise(view, ["a/two.py"]).findings} == {"a/two.py"}


# -- refuting: test-only and dead code ---------------------------------------------------------

APP = {
    "web/app.py": """
        import os
        import subprocess
        from flask import Flask, request, redirect, send_file
        import requests

        from web.tools import archive

        app = Flask(__name__)

        @app.route("/run")
        def run_job():
            name = request.args["name"]
            os.system("convert " + name)
            return archive(name)

        @app.route("/go")
        def go():
            return redirect(request.args["next"])

        @app.route("/file")
        def download():
            return send_file(request.args["path"])

        @app.route("/fetch")
        def fetch():
            return requests.get(request.args["url"]).text
    """,
    "web/tools.py": """
        import os
        import subprocess

        def archive(name):
            subprocess.call("tar czf out.tgz " + name, shell=True)
            return name

        def scrub(name):
            os.system("rm -rf /tmp/" + name)

        def _legacy(name):
            os.system("legacy " + name)

        def registered(name):
            os.system("hook " + name)

        HOOKS = {"x": registered}
    """,
    "tests/test_tools.py": """
        from web.tools import scrub

        def test_scrub():
            scrub("a")
    """,
    "tests/conftest.py": """
        import os

        def pytest_configure(config):
            os.system("echo " + config.option)
    """,
}


def test_sink_in_a_test_module_is_refuted():
    view = MemoryView(APP)
    verdict = judge(view, taint_finding(view, "tests/conftest.py", "os.system", "command-injection"))
    assert verdict.verdict is VerdictKind.REFUTED
    assert "test module" in verdict.reason


def test_sink_only_called_from_tests_is_refuted():
    view = MemoryView(APP)
    verdict = judge(view, taint_finding(view, "web/tools.py", "rm -rf", "command-injection"))
    assert verdict.verdict is VerdictKind.REFUTED
    assert "only from test code" in verdict.reason
    quotes = {(e.path, e.quote) for e in verdict.evidence}
    assert ("web/tools.py", "def scrub(name):") in quotes
    assert ("tests/test_tools.py", 'scrub("a")') in quotes


def test_function_never_referenced_is_refuted_as_dead_code():
    view = MemoryView(APP)
    verdict = judge(view, taint_finding(view, "web/tools.py", "legacy", "command-injection"))
    assert verdict.verdict is VerdictKind.REFUTED
    assert "never called or referenced" in verdict.reason
    assert [e.quote for e in verdict.evidence] == ["def _legacy(name):"]


def test_function_referenced_in_a_dispatch_table_is_not_dead():
    view = MemoryView(APP)
    verdict = judge(view, taint_finding(view, "web/tools.py", "hook", "command-injection"))
    assert verdict.verdict is VerdictKind.CONFIRMED
    assert any(e.quote == 'HOOKS = {"x": registered}' for e in verdict.evidence)


@pytest.mark.parametrize("definition", [
    "@app.route('/x')\ndef entry(cmd):\n    os.system(cmd)\n",
    "@click.command()\ndef entry(cmd):\n    os.system(cmd)\n",
    "class Runner:\n    def unused_method(self, cmd):\n        os.system(cmd)\n",
    "def __getattr__(cmd):\n    os.system(cmd)\n",
    "def main(cmd):\n    os.system(cmd)\n",
])
def test_decorated_functions_methods_dunders_and_main_are_never_called_dead(definition):
    view = MemoryView({"svc/m.py": "import os\n\n" + definition})
    verdict = judge(view, taint_finding(view, "svc/m.py", "os.system", "command-injection"))
    assert verdict.verdict is not VerdictKind.REFUTED


# -- refuting: constant conditions, sanitisers, parameterised calls ---------------------------

GUARDED = {
    "svc/guarded.py": """
        import html
        import os
        import shlex
        import sqlite3
        from flask import Flask, request, redirect, url_for, Markup
        from os.path import basename

        app = Flask(__name__)
        ENABLE_SHELL = False
        MUTABLE = False

        def flip():
            global MUTABLE
            MUTABLE = True

        @app.route("/a")
        def a():
            cmd = request.args["c"]
            if False:
                os.system(cmd)
            if cmd and 0:
                os.system("b " + cmd)
            if ENABLE_SHELL:
                os.system("c " + cmd)
            if MUTABLE:
                os.system("d " + cmd)
            if not False:
                pass
            else:
                os.system("e " + cmd)
            os.system("ls " + shlex.quote(cmd))
            os.system(f"ls {html.escape(cmd)}")
            os.system("true")
            limit = int(request.args["n"])
            os.system("head -n %d log" % limit)
            return Markup("<b>%s</b>" % html.escape(cmd))

        @app.route("/b")
        def b():
            conn = sqlite3.connect("db")
            name = request.args["name"]
            conn.execute("SELECT * FROM users WHERE name = ?", (name,))
            query = "SELECT * FROM users WHERE id = :id"
            conn.execute(query, {"id": name})
            conn.execute("SELECT * FROM users WHERE name = '%s'" % name)
            open("/srv/files/" + basename(name)).read()
            return redirect(url_for("a"))
    """,
}


@pytest.mark.parametrize(("needle", "fragment"), [
    ("os.system(cmd)", "`if` on line"),
    ('os.system("b "', "constantly false"),
    ('os.system("c "', "constantly false"),
    ('os.system("e "', "else branch"),
])
def test_sink_under_a_constant_false_condition_is_refuted(needle, fragment):
    view = MemoryView(GUARDED)
    verdict = judge(view, taint_finding(view, "svc/guarded.py", needle, "command-injection"))
    assert verdict.verdict is VerdictKind.REFUTED
    assert fragment in verdict.reason
    assert verdict.evidence[0].quote.startswith(("if ", "else"))


def test_condition_on_a_reassigned_module_flag_is_not_constant():
    view = MemoryView(GUARDED)
    verdict = judge(view, taint_finding(view, "svc/guarded.py", 'os.system("d "', "command-injection"))
    assert verdict.verdict is VerdictKind.CONFIRMED


@pytest.mark.parametrize(("needle", "category", "fragment"), [
    ("shlex.quote(cmd)", "command-injection", "shlex.quote"),
    ('os.system("true")', "command-injection", "constant"),
    ("head -n %d", "command-injection", "int"),
    ("Markup(", "xss", "html.escape"),
    ("basename(name)", "path-traversal", "basename"),
    ("redirect(url_for", "open-redirect", "url_for"),
])
def test_sink_argument_wrapped_in_a_fitting_sanitiser_or_constant_is_refuted(needle, category, fragment):
    view = MemoryView(GUARDED)
    verdict = judge(view, taint_finding(view, "svc/guarded.py", needle, category))
    assert verdict.verdict is VerdictKind.REFUTED
    assert fragment in verdict.reason
    assert needle in verdict.evidence[0].quote


def test_sanitiser_for_another_category_does_not_refute():
    view = MemoryView(GUARDED)
    verdict = judge(view, taint_finding(view, "svc/guarded.py", "html.escape(cmd)}", "command-injection"))
    assert verdict.verdict is VerdictKind.CONFIRMED


@pytest.mark.parametrize("needle", ['name = ?", (name,)', 'conn.execute(query, {"id": name})'])
def test_parameterised_sql_is_refuted(needle):
    view = MemoryView(GUARDED)
    verdict = judge(view, taint_finding(view, "svc/guarded.py", needle, "sql-injection"))
    assert verdict.verdict is VerdictKind.REFUTED
    assert "parameterised" in verdict.reason


def test_formatted_sql_in_a_route_is_confirmed_with_bandit_agreeing():
    view = MemoryView(GUARDED)
    verdict = judge(view, taint_finding(view, "svc/guarded.py", "name = '%s'", "sql-injection"))
    assert verdict.verdict is VerdictKind.CONFIRMED
    assert "Bandit B608" in verdict.reason


LOCAL_GUARDS = {
    "svc/local.py": """
        import os
        import subprocess
        from flask import Flask, abort, redirect, request, send_file

        app = Flask(__name__)
        ALLOWED = ("/", "/home")

        @app.route("/status")
        def status():
            check = request.args.get("check")
            check = "uptime"
            return subprocess.check_output(check, shell=True)

        @app.route("/next")
        def after_login():
            target = request.args.get("next", "/")
            if target not in ALLOWED:
                target = "/"
            return redirect(target)

        @app.route("/file")
        def fetch_file():
            path = os.path.abspath(request.args["p"])
            if not path.startswith("/srv/files/"):
                abort(404)
            return send_file(path)

        @app.route("/weak")
        def weak_check():
            path = os.path.abspath(request.args["p"])
            if request.args.get("strict") and not path.startswith("/srv/files/"):
                abort(404)
            return send_file(path)
    """,
}


@pytest.mark.parametrize(("needle", "category", "fragment"), [
    ("check_output(check", "command-injection", "last assigned"),
    ("redirect(target)", "open-redirect", "allowlist"),
    ("return send_file(path)", "path-traversal", "prefix containment"),
])
def test_value_replaced_by_a_constant_or_rejected_by_a_check_in_the_same_block_is_refuted(needle, category, fragment):
    view = MemoryView(LOCAL_GUARDS)
    verdict = judge(view, taint_finding(view, "svc/local.py", needle, category))
    assert verdict.verdict is VerdictKind.REFUTED
    assert fragment in verdict.reason
    quotes = [e.quote for e in verdict.evidence]
    assert len(quotes) == 2 and needle in quotes[0]
    assert quotes[1].startswith(("check = ", "if ")), "the assignment or check is quoted too"


def test_a_check_that_only_runs_sometimes_does_not_refute():
    view = MemoryView(LOCAL_GUARDS)
    lines = view.files["svc/local.py"].splitlines()
    line = max(n for n, t in enumerate(lines, 1) if "return send_file(path)" in t)
    finding = taint_finding(view, "svc/local.py", "return send_file(path)", "path-traversal").model_copy(update={
        "locations": [Location(path="svc/local.py", start_line=line, end_line=line)],
        "evidence": [Evidence(path="svc/local.py", start_line=line, end_line=line, quote="return send_file(path)")],
    })
    assert judge(view, finding).verdict is VerdictKind.CONFIRMED


# -- confirming ---------------------------------------------------------------------------------


def test_confirmation_carries_evidence_not_present_in_the_raisers_finding():
    view = MemoryView(APP)
    finding = taint_finding(view, "web/app.py", 'os.system("convert "', "command-injection")
    verdict = judge(view, finding)
    assert verdict.verdict is VerdictKind.CONFIRMED
    raiser_quotes = {e.quote for e in finding.evidence}
    independent = [e for e in verdict.evidence if e.quote not in raiser_quotes]
    assert any(e.quote == '@app.route("/run")' for e in independent)


@pytest.mark.parametrize(("needle", "category"), [
    ("redirect(request", "open-redirect"),
    ("send_file(request", "path-traversal"),
    ("requests.get(request", "ssrf"),
])
def test_categories_bandit_lacks_are_confirmed_through_the_sink_table(needle, category):
    view = MemoryView(APP)
    verdict = judge(view, taint_finding(view, "web/app.py", needle, category))
    assert verdict.verdict is VerdictKind.CONFIRMED
    assert "sink" in verdict.reason and "decorator" in verdict.reason


def test_helper_called_from_non_test_code_is_confirmed_with_the_caller_line():
    view = MemoryView(APP)
    verdict = judge(view, taint_finding(view, "web/tools.py", "tar czf", "command-injection"))
    assert verdict.verdict is VerdictKind.CONFIRMED
    assert ("web/app.py", "return archive(name)") in {(e.path, e.quote) for e in verdict.evidence}


def test_script_under_a_main_guard_is_confirmed_with_the_guard_line():
    view = MemoryView({"bin/tool.py": """
        import os
        import sys

        os.system("echo " + sys.argv[1])

        if __name__ == "__main__":
            print("done")
    """})
    verdict = judge(view, taint_finding(view, "bin/tool.py", "os.system", "command-injection"))
    assert verdict.verdict is VerdictKind.CONFIRMED
    assert 'if __name__ == "__main__":' in {e.quote for e in verdict.evidence}


def test_no_confirmation_when_every_quote_repeats_the_raisers_evidence():
    view = MemoryView(APP)
    lines = view.files["web/app.py"].splitlines()
    start = next(n for n, t in enumerate(lines, 1) if '@app.route("/run")' in t)
    sink = next(n for n, t in enumerate(lines, 1) if 'os.system("convert "' in t)
    whole = "\n".join(lines[start - 1 : sink])
    finding = taint_finding(view, "web/app.py", 'os.system("convert "', "command-injection").model_copy(
        update={"evidence": [Evidence(path="web/app.py", start_line=start, end_line=sink, quote=whole)]})
    verdict = judge(view, finding)
    assert verdict.verdict is VerdictKind.UNCERTAIN
    assert "repeats the raiser" in verdict.reason


def test_recognised_sink_without_an_entry_point_is_uncertain():
    view = MemoryView({
        "lib/a.py": "import os\n\ndef helper(cmd):\n    os.system(cmd)\n\nif __name__ == '__main__':\n    pass\n",
        "lib/b.py": "from lib.a import helper\n",
    })
    verdict = judge(view, taint_finding(view, "lib/a.py", "os.system", "command-injection"))
    assert verdict.verdict is VerdictKind.UNCERTAIN
    assert "no entry point" in verdict.reason


# -- uncertain ----------------------------------------------------------------------------------


@pytest.mark.parametrize(("needle", "category"), [
    ("name = request.args", "xpath-injection"),
    ("os.system(\"convert \"", "made-up-category"),
])
def test_unknown_sink_or_category_is_uncertain(needle, category):
    view = MemoryView(APP)
    verdict = judge(view, taint_finding(view, "web/app.py", needle, category))
    assert verdict.verdict is VerdictKind.UNCERTAIN
    assert "no dangerous" in verdict.reason
    assert verdict.evidence == []


def test_unreadable_or_unparseable_file_is_uncertain():
    view = MemoryView(APP)
    finding = taint_finding(view, "web/app.py", "os.system", "command-injection")
    withheld = MemoryView(APP, withheld=frozenset({"web/app.py"}))
    assert judge(withheld, finding).verdict is VerdictKind.UNCERTAIN
    broken = MemoryView({**APP, "web/app.py": APP["web/app.py"] + "\ndef broken(:\n"})
    verdict = judge(broken, finding)
    assert verdict.verdict is VerdictKind.UNCERTAIN and "parsed" in verdict.reason


# -- the pair run the other way round: findings in Bandit's own categories ---------------------


def test_findings_in_bandit_categories_are_refuted_by_the_same_structural_checks():
    view = MemoryView({
        "svc/crypto.py": """
            import hashlib
            import random
            import yaml
            from flask import Flask

            app = Flask(__name__)

            @app.route("/h")
            def digest(data):
                etag = hashlib.md5(data, usedforsecurity=False).hexdigest()
                settings = yaml.load(data, Loader=yaml.SafeLoader)
                return etag, settings

            def _jitter():
                return random.random()
        """,
    })
    verdicts = do_refute(view, [
        taint_finding(view, "svc/crypto.py", "hashlib.md5", "weak-hash"),
        taint_finding(view, "svc/crypto.py", "yaml.load", "unsafe-deserialization"),
        taint_finding(view, "svc/crypto.py", "random.random", "weak-random"),
    ]).verdicts
    assert [v.verdict for v in verdicts] == [VerdictKind.REFUTED] * 3
    assert "usedforsecurity=False" in verdicts[0].reason
    assert "SafeLoader" in verdicts[1].reason
    assert "never called" in verdicts[2].reason


def test_pattern_slot_confirms_its_own_raised_findings_when_reachable():
    view = MemoryView(GUARDED)
    provider = PatternAnalyser()
    raised = do_raise(view, provider=provider).findings
    sql = [f for f in raised if f.category == "sql-injection"]
    assert len(sql) == 1
    verdict = do_refute(view, sql, provider=provider).verdicts[0]
    assert verdict.verdict is VerdictKind.CONFIRMED
    assert any(e.quote == '@app.route("/b")' for e in verdict.evidence)


# -- the turn as a whole ------------------------------------------------------------------------


def test_one_verdict_per_finding_in_order_and_index_built_once_per_view():
    view = MemoryView(APP)
    provider = PatternAnalyser()
    findings = [
        taint_finding(view, "web/tools.py", "rm -rf", "command-injection"),
        taint_finding(view, "web/tools.py", "legacy", "command-injection"),
        taint_finding(view, "web/app.py", "redirect(request", "open-redirect"),
    ]
    do_refute(view, findings, provider=provider)
    do_refute(view, findings, provider=provider)
    assert view.listings == 1
    other = MemoryView(APP)
    do_refute(other, findings[:1], provider=provider)
    assert other.listings == 1


def test_empty_refute_turn_has_no_verdicts_and_reads_nothing():
    view = MemoryView(APP)
    assert do_refute(view, []).verdicts == []
    assert view.listings == 0


# -- benchmark-driven improvements (issue 4) ------------------------------------------------


def test_ldap_search_is_judged_by_its_filter_not_its_base_dn():
    view = MemoryView({"app/dir.py": """
        import ldap
        from flask import Flask, request
        app = Flask(__name__)
        BASE_DN = "ou=people,dc=example,dc=com"
        @app.route("/who")
        def who():
            conn = ldap.initialize("ldap://directory")
            return str(conn.search_s(BASE_DN, ldap.SCOPE_SUBTREE, "(uid=%s)" % request.args["uid"]))
        """})
    verdict = judge(view, taint_finding(view, "app/dir.py", "search_s", "ldap-injection", 90))
    assert verdict.verdict is VerdictKind.CONFIRMED


def test_a_list_filled_by_append_is_not_the_constant_it_started_as():
    view = MemoryView({"app/page.py": """
        from flask import Flask, request
        app = Flask(__name__)
        @app.route("/hi")
        def hi():
            pieces = []
            pieces.append(request.args["name"])
            return "<p>" + "".join(pieces) + "</p>"
        """})
    verdict = judge(view, taint_finding(view, "app/page.py", "return", "xss", 79))
    assert verdict.verdict is not VerdictKind.REFUTED


COOKIES = """
    from flask import Flask, make_response
    app = Flask(__name__)
    FLAGS = {"secure": True, "httponly": True}
    @app.route("/login")
    def login():
        response = make_response("ok")
        response.set_cookie("sid", x)
        response.set_cookie("sid", x, secure=True, httponly=False)
        response.set_cookie("sid", x, secure=True, httponly=True)
        response.set_cookie("sid", x, **FLAGS)
        response.set_cookie("sid", x, secure=config_flag, httponly=True)
        return response
    """


def test_cookie_without_secure_or_httponly_is_raised_only_when_the_flags_show_it():
    view = MemoryView({"app/login.py": COOKIES})
    found = [f for f in do_raise(view).findings if f.category == "insecure-cookie"]
    assert [f.primary.start_line for f in found] == [7, 8]
    assert {f.cwe for f in found} == {614}


def test_cookie_with_flags_from_a_constant_dict_is_refuted():
    view = MemoryView({"app/login.py": COOKIES})
    verdict = judge(view, taint_finding(view, "app/login.py", "**FLAGS", "insecure-cookie", 614))
    assert verdict.verdict is VerdictKind.REFUTED
    assert any("FLAGS = {" in e.quote for e in verdict.evidence)
    confirmed = judge(view, taint_finding(view, "app/login.py", 'set_cookie("sid", x)', "insecure-cookie", 614))
    assert confirmed.verdict is VerdictKind.CONFIRMED


# -- local-operator values and argument lists ----------------------------------------------


@pytest.mark.parametrize("needle, category, source_line", [
    ("open(os.path.join(BASE, name))", "path-traversal", "name = sys.argv[1]"),
    ("open(os.environ['REPORT'])", "path-traversal", None),
    ("requests.get(os.getenv('FEED'))", "ssrf", None),
])
def test_operator_chosen_path_or_url_is_refuted_quoting_the_source(needle, category, source_line):
    view = MemoryView({"bin/tool.py": """
        import os
        import sys
        import requests

        BASE = "/srv/data"

        def main():
            name = sys.argv[1]
            open(os.path.join(BASE, name))
            open(os.environ['REPORT'])
            requests.get(os.getenv('FEED'))

        if __name__ == "__main__":
            main()
    """})
    verdict = judge(view, taint_finding(view, "bin/tool.py", needle, category))
    assert verdict.verdict is VerdictKind.REFUTED, verdict.reason
    assert "operator" in verdict.reason
    if source_line:
        assert source_line in {e.quote for e in verdict.evidence}


def test_operator_chosen_command_is_still_confirmed():
    view = MemoryView({"bin/tool.py": """
        import os
        import sys

        def main():
            name = sys.argv[1]
            os.system("rst2html.py " + name)

        if __name__ == "__main__":
            main()
    """})
    verdict = judge(view, taint_finding(view, "bin/tool.py", "os.system", "command-injection"))
    assert verdict.verdict is VerdictKind.CONFIRMED


def test_request_chosen_path_beside_an_operator_root_is_not_refuted():
    view = MemoryView({"app.py": """
        import os
        from flask import Flask, request

        app = Flask(__name__)

        @app.route("/f")
        def f():
            return open(os.path.join(os.environ["ROOT"], request.args["name"])).read()
    """})
    verdict = judge(view, taint_finding(view, "app.py", "open(", "path-traversal"))
    assert verdict.verdict is VerdictKind.CONFIRMED


@pytest.mark.parametrize("needle", ["subprocess.Popen([sys.executable] + sys.argv", "subprocess.call(['git', 'log'"])
def test_argument_list_without_shell_and_a_safe_program_is_refuted(needle):
    view = MemoryView({"bin/tool.py": """
        import subprocess
        import sys

        def main():
            subprocess.Popen([sys.executable] + sys.argv, env={})
            subprocess.call(['git', 'log', sys.argv[1]])

        if __name__ == "__main__":
            main()
    """})
    verdict = judge(view, taint_finding(view, "bin/tool.py", needle, "command-injection"))
    assert verdict.verdict is VerdictKind.REFUTED, verdict.reason
    assert "element 0" in verdict.reason


@pytest.mark.parametrize("needle", ["subprocess.call([request.args", "subprocess.call(['sh', '-c'",
                                    "subprocess.call(['ls', request.args['d']], shell=True"])
def test_argument_list_with_an_untrusted_program_or_a_shell_is_not_refuted(needle):
    view = MemoryView({"app.py": """
        import subprocess
        from flask import Flask, request

        app = Flask(__name__)

        @app.route("/r")
        def r():
            subprocess.call([request.args['tool'], '-v'])
            subprocess.call(['sh', '-c', request.args['cmd']])
            subprocess.call(['ls', request.args['d']], shell=True)
    """})
    verdict = judge(view, taint_finding(view, "app.py", needle, "command-injection"))
    assert verdict.verdict is not VerdictKind.REFUTED, verdict.reason


def test_the_index_names_taken_during_bandits_walk_are_those_of_a_walk_of_their_own():
    from agent_providers.builtin.pattern_reach import NameCollector, file_names
    from twokey.sample import materialise

    sample = materialise(Path(tempfile.mkdtemp()) / "sample")
    for source in sorted(sample.rglob("*.py")):
        text, path = source.read_text(encoding="utf-8"), source.relative_to(sample).as_posix()
        collector = NameCollector()
        pattern_bandit.scan(path, text, ast.parse(text), on_node=collector.note)
        assert collector.names(path) == file_names(path, ast.parse(text)), path
