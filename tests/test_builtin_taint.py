"""The taint slot (builtin:taint-flow): what it raises, what it must not raise, how it judges.

Every test drives the real provider through a tiny in-memory CodeView; nothing is patched.
"""

from __future__ import annotations

import textwrap

import pytest

from agent_providers.builtin.taint import TaintFlowAnalyser
from agent_providers.registry import provider_for
from agent_providers.seam import FindingToJudge, Provider
from tests import builtin_support, fakes
from tickets.models import (
    Evidence,
    Finding,
    Location,
    Role,
    Severity,
    Slot,
    VerdictKind,
)


class MemoryView(fakes.MemoryView):
    """The shared in-memory CodeView, with each snippet dedented."""

    def __init__(self, files: dict[str, str]) -> None:
        super().__init__({path: textwrap.dedent(text).lstrip("\n") for path, text in files.items()})


FLASK = """
import os, pickle, subprocess, sqlite3, requests, yaml, shlex, html
from flask import Flask, request, redirect, session, Markup, render_template_string, send_file
from lxml import etree
from werkzeug.utils import secure_filename
app = Flask(__name__)
"""

# One real flow per sink category: category -> (code, the sink's line text).
SINKS = {
    "command-injection": ("""
        @app.route("/ping")
        def ping():
            host = request.args.get("host")
            os.system(f"ping -c 1 {host}")
        """, 'os.system(f"ping -c 1 {host}")'),
    "sql-injection": ("""
        @app.route("/orders")
        def find_orders():
            customer = request.args["q"]
            cur = sqlite3.connect("db").cursor()
            cur.execute("SELECT * FROM orders WHERE customer = '%s'" % customer)
        """, "cur.execute("),
    "code-injection": ("""
        @app.route("/calc", methods=["POST"])
        def calc():
            return str(eval(request.form["expr"]))
        """, "eval("),
    "path-traversal": ("""
        @app.route("/file")
        def read_file():
            path = os.path.join("/srv/files", request.args.get("name"))
            with open(path) as handle:
                return handle.read()
        """, "with open(path)"),
    "xss": ("""
        @app.route("/hello/<name>")
        def hello(name):
            return "<h1>Hello %s</h1>" % name
        """, "return \"<h1>"),
    "open-redirect": ("""
        @app.route("/go")
        def go():
            return redirect(request.args.get("next"))
        """, "return redirect("),
    "unsafe-deserialization": ("""
        @app.route("/cart", methods=["POST"])
        def cart():
            return pickle.loads(request.data)
        """, "pickle.loads("),
    "xxe": ("""
        @app.route("/feed", methods=["POST"])
        def feed():
            tree = etree.fromstring(request.get_data())
            return tree.tag
        """, "etree.fromstring("),
    "xpath-injection": ("""
        @app.route("/user")
        def user():
            tree = etree.parse("users.xml")
            name = request.args.get("name")
            return str(tree.xpath("//user[@name='%s']" % name))
        """, "tree.xpath("),
    "ldap-injection": ("""
        import ldap
        @app.route("/who")
        def who():
            conn = ldap.initialize("ldap://localhost")
            uid = request.args.get("uid")
            return str(conn.search_s("dc=example", ldap.SCOPE_SUBTREE, "(uid=%s)" % uid))
        """, "conn.search_s("),
    "ssrf": ("""
        @app.route("/fetch")
        def fetch():
            url = request.args["url"]
            return requests.get(url, timeout=5).text
        """, "requests.get("),
    "trust-boundary": ("""
        @app.route("/login", methods=["POST"])
        def login():
            session["user"] = request.form["user"]
            return "ok"
        """, 'session["user"]'),
}

OTHER_SOURCES = {
    "argv": ("import os, sys\ncmd = sys.argv[1]\nos.system('echo ' + cmd)\n", "command-injection"),
    "environ": ("import os, subprocess\nsubprocess.call(os.environ['TOOL'], shell=True)\n", "command-injection"),
    "getenv": ("import os\ndef run():\n    os.popen(os.getenv('CMD'))\n", "command-injection"),
    "input": ("import sqlite3\ndef main(db):\n    name = input('name? ')\n"
              "    db.execute('DELETE FROM u WHERE n = %s' % name)\n", "sql-injection"),
    "socket": ("import socket, pickle\ndef serve(sock):\n    data = sock.recv(4096)\n    return pickle.loads(data)\n",
               "unsafe-deserialization"),
    "file": ("import glob, pickle\ndef load():\n    with open(glob.glob('/srv/spool/*.job')[0], 'rb') as fh:\n"
             "        job = fh.read()\n    return pickle.loads(job)\n", "unsafe-deserialization"),
    "json_of_request": ("import json, os\nfrom flask import request\ndef view():\n    body = json.loads(request.data)\n"
                        "    os.system(body['cmd'])\n", "command-injection"),
}

PROPAGATION = {
    "same_module_helper": ("""
        def build_query(name):
            return f"SELECT * FROM users WHERE name = '{name}'"

        @app.route("/users")
        def users():
            cur = sqlite3.connect("db").cursor()
            cur.execute(build_query(request.args.get("name")))
        """, "sql-injection", "cur.execute(build_query"),
    "sink_inside_helper": ("""
        def run(command):
            subprocess.call(command, shell=True)

        @app.route("/run")
        def handler():
            run("convert " + request.args["file"])
        """, "command-injection", "subprocess.call(command, shell=True)"),
    "dict": ("""
        @app.route("/search")
        def search():
            filters = {"q": request.args.get("q"), "limit": 10}
            sql = "SELECT * FROM p WHERE name LIKE '%" + filters["q"] + "%'"
            sqlite3.connect("db").execute(sql)
        """, "sql-injection", '.execute(sql)'),
    "list_append_join": ("""
        @app.route("/thumb")
        def thumb():
            parts = ["convert"]
            parts.append(request.args["size"])
            subprocess.call(" ".join(parts), shell=True)
        """, "command-injection", "subprocess.call("),
    "for_loop_and_format": ("""
        @app.route("/many")
        def many():
            for name in request.args.getlist("n"):
                os.system("touch {}".format(name))
        """, "command-injection", "os.system("),
    "augmented_assignment": ("""
        @app.route("/q")
        def q():
            sql = "SELECT * FROM t WHERE a = "
            sql += request.args["a"]
            sqlite3.connect("db").execute(sql)
        """, "sql-injection", ".execute(sql)"),
    "method_helper": ("""
        class OrderView:
            def clause(self, value):
                return "WHERE id = " + value

            def get(self):
                sqlite3.connect("db").execute("SELECT * FROM o " + self.clause(request.args["id"]))
        """, "sql-injection", '.execute("SELECT * FROM o "'),
}

DECOYS = {
    "constant_overwrite_kills_taint": """
        @app.route("/status")
        def status():
            check = request.args.get("check", "uptime")
            check = "uptime"
            return subprocess.check_output(check, shell=True)
        """,
    "constant_false_branch": """
        @app.route("/debug")
        def debug():
            if False:
                eval(request.args["expr"])
            return "ok"
        """,
    "module_constant_false": """
        DEBUG = False

        @app.route("/prefs", methods=["POST"])
        def prefs():
            blob = request.get_data()
            if DEBUG and False:
                return pickle.loads(blob)
            if DEBUG:
                return pickle.loads(blob)
            return "ok"
        """,
    "constant_false_expression": """
        @app.route("/x")
        def x():
            value = request.args["v"]
            target = value if False else "/home"
            return redirect(target)
        """,
    "sanitisers": """
        @app.route("/safe")
        def safe():
            name = secure_filename(request.args["name"])
            os.system("ls " + shlex.quote(request.args["dir"]))
            count = int(request.args["n"])
            sqlite3.connect("db").execute("SELECT * FROM t LIMIT %d" % count)
            send_file(os.path.join("/srv", name))
            return "<p>%s</p>" % html.escape(request.args["who"])
        """,
    "parameterised_sql": """
        @app.route("/by-email")
        def by_email():
            email = request.args["email"]
            sqlite3.connect("db").execute("SELECT id FROM users WHERE email = ?", (email,))
        """,
    "constant_shell_command": """
        def nightly():
            subprocess.call("gzip -f /var/export/*.csv", shell=True)
            os.system("uptime")
        """,
    "argument_list_without_shell": """
        @app.route("/convert")
        def convert():
            subprocess.call(["convert", request.args["src"], "out.png"])
        """,
    "yaml_safe_loader": """
        @app.route("/rates", methods=["POST"])
        def rates():
            return yaml.load(request.data, Loader=yaml.SafeLoader)
        """,
    "allowlist_guard": """
        SAFE_NEXT = ("/", "/account")

        @app.route("/logout")
        def logout():
            target = request.args.get("next", "/")
            if target not in SAFE_NEXT:
                target = "/"
            return redirect(target)
        """,
    "dead_code_after_return": """
        @app.route("/old")
        def old():
            return "gone"
            os.system(request.args["cmd"])
        """,
    "unreferenced_private_function": """
        def _old_export():
            os.system("cp db /tmp/%s" % request.args["f"])
        """,
}

ALL_CODE = {
    **{f"sink_{k}.py": FLASK + textwrap.dedent(v[0]) for k, v in SINKS.items()},
    **{f"src_{k}.py": v[0] for k, v in OTHER_SOURCES.items()},
    **{f"prop_{k}.py": FLASK + textwrap.dedent(v[0]) for k, v in PROPAGATION.items()},
    **{f"decoy_{k}.py": FLASK + textwrap.dedent(v) for k, v in DECOYS.items()},
}


def raise_in(code: str, path: str = "app.py") -> list[Finding]:
    turn = TaintFlowAnalyser().raise_findings(MemoryView({path: code}), [path])
    assert turn.skipped == []
    return turn.findings


def line_of(code: str, fragment: str) -> int:
    lines = textwrap.dedent(code).lstrip("\n").splitlines()
    return next(i for i, text in enumerate(lines, 1) if fragment in text)


# --- raise: sinks and sources ---------------------------------------------------------


@pytest.mark.parametrize("category", sorted(SINKS))
def test_each_sink_category_is_raised_from_a_real_source(category: str) -> None:
    body, sink_text = SINKS[category]
    code = FLASK + textwrap.dedent(body)
    findings = [f for f in raise_in(code) if f.category == category]
    assert len(findings) == 1, raise_in(code)
    finding = findings[0]
    assert finding.primary.start_line == line_of(code, sink_text)
    assert finding.rule_id == f"taint.{category}"
    assert finding.lens == "security"
    assert finding.cwe is not None and finding.claim.startswith("The value of ")
    assert len(finding.evidence) >= 2 or "request" in finding.evidence[0].quote


@pytest.mark.parametrize("name", sorted(OTHER_SOURCES))
def test_non_web_sources_are_followed(name: str) -> None:
    code, category = OTHER_SOURCES[name]
    assert [f.category for f in raise_in(code)] == [category]


def test_route_parameter_is_a_source_but_int_converter_is_not() -> None:
    code = FLASK + textwrap.dedent("""
        @app.route("/a/<path:name>")
        def a(name):
            return send_file(name)

        @app.route("/b/<int:order_id>")
        def b(order_id):
            sqlite3.connect("db").execute("SELECT * FROM o WHERE id = %d" % order_id)
        """)
    findings = raise_in(code)
    assert [(f.category, f.symbol) for f in findings] == [("path-traversal", "a")]
    assert any("<path:name>" in e.quote for e in findings[0].evidence)


def test_finding_names_source_sink_and_enclosing_function() -> None:
    findings = raise_in(FLASK + textwrap.dedent(SINKS["sql-injection"][0]))
    finding = findings[0]
    assert finding.title == "SQL query built from request.args in find_orders"
    assert finding.severity is Severity.HIGH
    assert finding.cwe == 89
    assert 'request.args["q"]' in finding.claim and "cur.execute" in finding.claim


def test_method_symbol_is_qualified_by_class() -> None:
    code = FLASK + textwrap.dedent(PROPAGATION["method_helper"][0])
    assert [f.symbol for f in raise_in(code)] == ["OrderView.get"]


def test_severity_follows_category() -> None:
    severities = {}
    for body, _ in SINKS.values():
        for finding in raise_in(FLASK + textwrap.dedent(body)):
            severities[finding.category] = finding.severity
    assert severities["command-injection"] is Severity.HIGH
    assert severities["xxe"] is Severity.HIGH
    assert severities["ssrf"] is Severity.MEDIUM
    assert severities["open-redirect"] is Severity.MEDIUM
    assert severities["trust-boundary"] is Severity.LOW


# --- raise: propagation ---------------------------------------------------------------


@pytest.mark.parametrize("name", sorted(PROPAGATION))
def test_taint_propagates(name: str) -> None:
    body, category, sink_text = PROPAGATION[name]
    code = FLASK + textwrap.dedent(body)
    findings = raise_in(code)
    assert [(f.category, f.primary.start_line) for f in findings] == [(category, line_of(code, sink_text))]


def test_sink_inside_helper_cites_the_call_that_passes_untrusted_data() -> None:
    body, _, _ = PROPAGATION["sink_inside_helper"]
    code = FLASK + textwrap.dedent(body)
    finding = raise_in(code)[0]
    assert finding.symbol == "run"
    assert "through run() called at line" in finding.claim
    quotes = [e.quote for e in finding.evidence]
    assert 'run("convert " + request.args["file"])' in quotes


# --- raise: decoys --------------------------------------------------------------------


# Decoys only the whole project can clear: a raise reads its one file, and whether a private function
# is named anywhere else is the refuter's question (test_refute_refutes_harmless_sinks_... answers it).
PROJECT_DECOYS = {"unreferenced_private_function"}


@pytest.mark.parametrize("name", sorted(set(DECOYS) - PROJECT_DECOYS))
def test_decoy_is_not_raised(name: str) -> None:
    assert raise_in(FLASK + textwrap.dedent(DECOYS[name])) == []


def test_a_raise_never_calls_a_private_function_dead_from_its_own_file_alone() -> None:
    # Another module (a base class, a registry) may call it: only the refuter, seeing them all, may say dead.
    found = raise_in(FLASK + textwrap.dedent(DECOYS["unreferenced_private_function"]))
    assert [f.category for f in found] == ["command-injection"]


def test_constant_overwrite_kills_taint() -> None:
    assert raise_in(FLASK + textwrap.dedent(DECOYS["constant_overwrite_kills_taint"])) == []


def test_reassigning_untrusted_value_after_a_constant_revives_taint() -> None:
    code = FLASK + textwrap.dedent("""
        @app.route("/s")
        def s():
            cmd = "uptime"
            cmd = request.args["cmd"]
            os.system(cmd)
        """)
    assert [f.category for f in raise_in(code)] == ["command-injection"]


def test_taint_on_one_branch_survives_the_join() -> None:
    code = FLASK + textwrap.dedent("""
        @app.route("/b")
        def b():
            cmd = "ls"
            if request.args.get("x"):
                cmd = request.args["x"]
            os.system(cmd)
        """)
    assert [f.category for f in raise_in(code)] == ["command-injection"]


def test_test_modules_are_not_raised() -> None:
    code = "import os, sys\nos.system(sys.argv[1])\n"
    assert raise_in(code, "tests/test_cli.py") == []
    assert len(raise_in(code, "cli.py")) == 1


# --- raise: turn contract -------------------------------------------------------------


def test_unreadable_and_unparsable_files_are_skipped_with_a_reason() -> None:
    view = MemoryView({"bad.py": "def broken(:\n", "good.py": "x = 1\n"})
    turn = TaintFlowAnalyser().raise_findings(view, ["bad.py", "missing.py", "good.py"])
    assert turn.findings == []
    assert [(s.path, s.kind.value) for s in turn.skipped] == [("bad.py", "unparseable"), ("missing.py", "not-analysed")]
    assert all(s.reason for s in turn.skipped)


def test_provider_is_the_builtin_taint_flow_slot() -> None:
    provider = provider_for("builtin", Role.RAISER, Slot.AGENT_B)
    assert isinstance(provider, Provider) and isinstance(provider.analyser, TaintFlowAnalyser)
    assert (provider.name, provider.model) == ("builtin", "taint-flow")


def test_every_evidence_quote_occurs_in_its_cited_lines() -> None:
    view = MemoryView(ALL_CODE)
    turn = TaintFlowAnalyser().raise_findings(view, sorted(ALL_CODE))
    assert len(turn.findings) >= len(SINKS) + len(OTHER_SOURCES) + len(PROPAGATION)
    for finding in turn.findings:
        lines = view.files[finding.primary.path].splitlines()
        for location in finding.locations:
            assert 1 <= location.start_line <= location.end_line <= len(lines)
        for item in finding.evidence:
            assert _quote_in_lines(item, lines), (finding.title, item)


def _quote_in_lines(item: Evidence, lines: list[str]) -> bool:
    return item.quote in "\n".join(lines[item.start_line - 1:item.end_line])


# --- refute ---------------------------------------------------------------------------


def foreign(path: str, code: str, fragment: str, category: str, cwe: int | None = None) -> FindingToJudge:
    """A finding as the pattern slot would raise it: the sink line, quoted whole."""
    line = line_of(code, fragment)
    quote = textwrap.dedent(code).lstrip("\n").splitlines()[line - 1].strip()
    finding = Finding(
        rule_id="bandit.X", category=category, title="pattern finding", severity=Severity.HIGH, cwe=cwe,
        locations=[Location(path=path, start_line=line, end_line=line)], claim="a dangerous call",
        evidence=[Evidence(path=path, start_line=line, end_line=line, quote=quote)],
    )
    return FindingToJudge(f"{abs(hash((path, line, category))) % 16**16:016x}", finding)


def judge(code: str, fragment: str, category: str, path: str = "app.py", cwe: int | None = None):
    view = MemoryView({path: code})
    item = foreign(path, code, fragment, category, cwe)
    verdict = TaintFlowAnalyser().refute(view, [item]).verdicts[0]
    assert verdict.fingerprint == item.fingerprint and verdict.reason
    lines = view.files[path].splitlines()
    for evidence in verdict.evidence:
        assert _quote_in_lines(evidence, lines), evidence
    return verdict


def test_refute_confirms_with_a_source_line_quote() -> None:
    code = FLASK + textwrap.dedent(SINKS["command-injection"][0])
    verdict = judge(code, "os.system(", "command-injection", cwe=78)
    assert verdict.verdict is VerdictKind.CONFIRMED
    quotes = [e.quote for e in verdict.evidence]
    assert 'host = request.args.get("host")' in quotes


def test_refute_confirms_with_a_quote_independent_of_the_raisers_when_source_is_on_the_sink_line() -> None:
    code = FLASK + textwrap.dedent(SINKS["open-redirect"][0])
    verdict = judge(code, "return redirect(", "open-redirect")
    assert verdict.verdict is VerdictKind.CONFIRMED
    assert 'request.args.get("next")' in [e.quote for e in verdict.evidence]


@pytest.mark.parametrize("fragment, category, proof", [
    ('subprocess.call("gzip', "command-injection", '"gzip -f /var/export/*.csv"'),
    ('os.system("uptime")', "command-injection", '"uptime"'),
])
def test_refute_refutes_constant_arguments_with_evidence(fragment: str, category: str, proof: str) -> None:
    code = FLASK + textwrap.dedent(DECOYS["constant_shell_command"])
    verdict = judge(code, fragment, category)
    assert verdict.verdict is VerdictKind.REFUTED
    assert proof in [e.quote for e in verdict.evidence]


@pytest.mark.parametrize("decoy, fragment, category, proof", [
    ("constant_overwrite_kills_taint", "check_output", "command-injection", 'check = "uptime"'),
    ("constant_false_branch", "eval(", "code-injection", "if False:"),
    ("module_constant_false", "if DEBUG and False", "unsafe-deserialization", "if DEBUG and False:"),
    ("parameterised_sql", ".execute(", "sql-injection", '"SELECT id FROM users WHERE email = ?"'),
    ("yaml_safe_loader", "yaml.load(", "unsafe-deserialization", "yaml.SafeLoader"),
    ("allowlist_guard", "return redirect(", "open-redirect", "if target not in SAFE_NEXT:"),
    ("unreferenced_private_function", "os.system(", "command-injection", "def _old_export():"),
    ("dead_code_after_return", "os.system(", "command-injection", 'return "gone"'),
])
def test_refute_refutes_harmless_sinks_with_the_line_that_proves_it(decoy, fragment, category, proof) -> None:
    code = FLASK + textwrap.dedent(DECOYS[decoy])
    if decoy == "module_constant_false":
        fragment = "return pickle.loads(blob)"
    verdict = judge(code, fragment, category)
    assert verdict.verdict is VerdictKind.REFUTED, verdict.reason
    assert proof in [e.quote for e in verdict.evidence]


def test_refute_refutes_a_sanitised_value_citing_the_sanitiser() -> None:
    code = FLASK + textwrap.dedent(DECOYS["sanitisers"])
    verdict = judge(code, 'os.system("ls "', "command-injection")
    assert verdict.verdict is VerdictKind.REFUTED
    assert 'shlex.quote(request.args["dir"])' in [e.quote for e in verdict.evidence]


def test_refute_maps_foreign_categories_by_cwe_and_name() -> None:
    code = FLASK + textwrap.dedent(SINKS["sql-injection"][0])
    assert judge(code, "cur.execute(", "hardcoded-sql-expressions", cwe=89).verdict is VerdictKind.CONFIRMED
    assert judge(code, "cur.execute(", "injection", cwe=89).verdict is VerdictKind.CONFIRMED


def test_refute_is_uncertain_about_categories_it_does_not_model() -> None:
    code = 'import os\nos.chmod("/srv/app.log", 0o777)\n'
    assert judge(code, "os.chmod", "permissive-file-mode").verdict is VerdictKind.UNCERTAIN


def test_refute_is_uncertain_when_only_a_parameter_reaches_the_sink() -> None:
    code = "import os\ndef run(cmd):\n    os.system(cmd)\n"
    verdict = judge(code, "os.system", "command-injection")
    assert verdict.verdict is VerdictKind.UNCERTAIN
    assert verdict.evidence == []


def test_refute_refutes_test_only_helpers() -> None:
    code = "def expected(expr):\n    return eval(expr)\n"
    verdict = judge(code, "eval(", "code-injection", path="tests/helpers.py")
    assert verdict.verdict is VerdictKind.REFUTED
    assert verdict.evidence[0].quote == "def expected(expr):"


def test_weak_random_flowing_into_a_token_is_confirmed() -> None:
    code = "import random\ndef reset():\n    token = str(random.randint(0, 999999))\n    return token\n"
    verdict = judge(code, "random.randint", "weak-random", cwe=338)
    assert verdict.verdict is VerdictKind.CONFIRMED
    assert "random.randint(0, 999999)" in [e.quote for e in verdict.evidence]


def test_weak_random_with_no_named_use_is_uncertain() -> None:
    code = "import random\ndef compute():\n    value = random.random()\n    return value\n"
    assert judge(code, "random.random", "weak-random").verdict is VerdictKind.UNCERTAIN


def test_weak_random_used_only_as_a_delay_is_refuted() -> None:
    code = "import random\ndef jitter():\n    delay = random.random()\n    return delay\n"
    verdict = judge(code, "random.random", "weak-random")
    assert verdict.verdict is VerdictKind.REFUTED
    assert "delay" in verdict.reason


def test_weak_hash_is_refuted_only_when_marked_not_for_security() -> None:
    code = ("import hashlib\ndef key(raw):\n    return hashlib.md5(raw, usedforsecurity=False).hexdigest()\n"
            "def pw(raw):\n    return hashlib.md5(raw).hexdigest()\n")
    assert judge(code, "usedforsecurity", "weak-hash").verdict is VerdictKind.REFUTED
    assert judge(code, "hashlib.md5(raw).hexdigest", "weak-hash").verdict is VerdictKind.UNCERTAIN


def test_refute_is_uncertain_when_the_file_cannot_be_read() -> None:
    item = foreign("app.py", "import os\nos.system('x')\n", "os.system", "command-injection")
    verdicts = TaintFlowAnalyser().refute(MemoryView({}), [item]).verdicts
    assert [v.verdict for v in verdicts] == [VerdictKind.UNCERTAIN]
    assert "could not be read" in verdicts[0].reason


def test_refute_answers_one_verdict_per_fingerprint_in_order() -> None:
    code = FLASK + textwrap.dedent(SINKS["command-injection"][0]) + textwrap.dedent(DECOYS["constant_shell_command"])
    items = [foreign("app.py", code, "os.system(f", "command-injection"),
             foreign("app.py", code, 'os.system("uptime")', "command-injection"),
             foreign("app.py", code, "import os", "weak-hash")]
    verdicts = TaintFlowAnalyser().refute(MemoryView({"app.py": code}), items).verdicts
    assert [v.fingerprint for v in verdicts] == [i.fingerprint for i in items]
    assert [v.verdict for v in verdicts] == [VerdictKind.CONFIRMED, VerdictKind.REFUTED, VerdictKind.UNCERTAIN]


def test_refuter_never_confirms_or_refutes_without_evidence() -> None:
    view = MemoryView(ALL_CODE)
    items = []
    for path, code in ALL_CODE.items():
        for text in code.splitlines():
            if any(k in text for k in ("execute(", "system(", "eval(", "loads(", "redirect(", "call(")):
                items.append(foreign(path, code, text.strip(), "command-injection", 78))
    verdicts = TaintFlowAnalyser().refute(view, items).verdicts
    assert len(verdicts) == len(items)
    decided = [v for v in verdicts if v.verdict is not VerdictKind.UNCERTAIN]
    assert decided and all(v.evidence for v in decided)
    for verdict in decided:
        for evidence in verdict.evidence:
            assert _quote_in_lines(evidence, view.files[evidence.path].splitlines()), evidence


def test_weak_hash_over_a_password_is_confirmed_citing_where_the_password_comes_from() -> None:
    code = 'import hashlib\ndef store(user, password):\n    return hashlib.md5(password.encode("utf-8")).hexdigest()\n'
    verdict = judge(code, "hashlib.md5", "weak-hash", cwe=328)
    assert verdict.verdict is VerdictKind.CONFIRMED
    assert [e.quote for e in verdict.evidence] == ["def store(user, password):", 'password.encode("utf-8")']


def test_session_preferences_are_not_a_trust_boundary_finding() -> None:
    code = FLASK + textwrap.dedent("""
        @app.route("/prefs", methods=["POST"])
        def prefs():
            session["layout"] = request.form["layout"]
            session["user_id"] = request.form["uid"]
            return "ok"
        """)
    findings = raise_in(code)
    assert [(f.category, f.primary.start_line) for f in findings] == [("trust-boundary", line_of(code, "user_id"))]


# --- benchmark-driven improvements (issue 4) ----------------------------------------------


def test_dict_entry_with_a_constant_key_keeps_its_own_fact() -> None:
    code = FLASK + textwrap.dedent("""
        @app.route("/run")
        def run():
            options = {"name": request.args["name"], "cmd": "uptime"}
            os.system(options["cmd"])
            os.system(options["name"])
        """)
    lines = {f.primary.start_line for f in raise_in(code)}
    assert lines == {line_of(code, 'os.system(options["name"])')}


def test_dict_entry_is_forgotten_after_an_untracked_mutation() -> None:
    code = FLASK + textwrap.dedent("""
        @app.route("/run")
        def run():
            options = {"cmd": "uptime"}
            options.update(request.args)
            os.system(options["cmd"])
        """)
    assert [f.category for f in raise_in(code)] == ["command-injection"]


def test_lookup_in_a_constant_table_is_not_tainted() -> None:
    code = FLASK + textwrap.dedent("""
        PRESETS = {"fast": "nice -n 5 make", "slow": "make"}
        @app.route("/build")
        def build():
            os.system(PRESETS.get(request.args["mode"], "make"))
        """)
    assert raise_in(code) == []


def test_comprehension_filtered_by_isalnum_sanitises_each_element() -> None:
    code = FLASK + textwrap.dedent("""
        @app.route("/ping")
        def ping():
            host = "".join(ch for ch in request.args["host"] if ch.isalnum())
            os.system("ping -c 1 " + host)
        """)
    assert raise_in(code) == []


@pytest.mark.parametrize("condition, cleared", [
    ('ch.isalnum() or ch in ".-"', True),  # a few characters allowed by name, as re.sub(r"[^a-z0-9.-]", "", s) does
    ('ch.isalnum() or ch in request.args["extra"]', False),  # the client names the characters let through
    ('ch.isalnum() or ch != ";"', False),  # not an allowlist
])
def test_a_character_filter_clears_only_when_every_alternative_is_an_allowlist(condition, cleared) -> None:
    code = FLASK + textwrap.dedent(f"""
        @app.route("/lookup")
        def lookup():
            host = "".join(ch for ch in request.args["host"] if {condition})
            os.popen("host " + host)
        """)
    assert (raise_in(code) == []) is cleared


def test_binary_standard_input_is_an_untrusted_source() -> None:
    code = "import pickle, sys\ndef load():\n    return pickle.loads(sys.stdin.buffer.read())\n"
    assert [f.category for f in raise_in(code)] == ["unsafe-deserialization"]


def test_flow_in_a_function_only_tests_call_is_refuted_with_the_test_caller() -> None:
    lib = "import os\ndef seed(value):\n    os.system('createdb ' + os.environ['DB'])\n    return value\n"
    test = "from lib import seed\ndef test_seed():\n    assert seed(1) == 1\n"
    view = MemoryView({"lib.py": lib, "tests/test_lib.py": test})
    item = foreign("lib.py", lib, "os.system", "command-injection")
    verdict = TaintFlowAnalyser().refute(view, [item]).verdicts[0]
    assert verdict.verdict is VerdictKind.REFUTED
    assert {e.path for e in verdict.evidence} == {"lib.py", "tests/test_lib.py"}


def test_flow_in_a_function_live_code_calls_is_still_confirmed() -> None:
    lib = "import os\ndef seed(value):\n    os.system('createdb ' + os.environ['DB'])\n    return value\n"
    view = MemoryView({"lib.py": lib, "tests/test_lib.py": "from lib import seed\n",
                       "cli.py": "from lib import seed\nseed(1)\n"})
    item = foreign("lib.py", lib, "os.system", "command-injection")
    assert TaintFlowAnalyser().refute(view, [item]).verdicts[0].verdict is VerdictKind.CONFIRMED


def test_weak_random_in_a_test_module_is_refuted() -> None:
    code = "import random\ndef test_token():\n    token = str(random.randint(0, 9999))\n    assert token\n"
    verdict = judge(code, "random.randint", "weak-random", path="tests/test_tokens.py", cwe=338)
    assert verdict.verdict is VerdictKind.REFUTED


COOKIE = FLASK + """
import secrets
from flask import make_response
FLAGS = {"secure": True, "httponly": True}
@app.route("/login")
def login():
    token = secrets.token_urlsafe(32)
    response = make_response("ok")
    response.set_cookie("session_token", token)
    response.set_cookie("session_token", token, **FLAGS)
    response.set_cookie("theme", "dark")
    return response
"""


def test_credential_cookie_without_flags_is_raised_and_others_are_not() -> None:
    found = raise_in(COOKIE)
    assert [(f.category, f.primary.start_line) for f in found] == [
        ("insecure-cookie", line_of(COOKIE, 'set_cookie("session_token", token)'))]


def test_cookie_verdicts_follow_the_flags_and_what_the_cookie_holds() -> None:
    confirmed = judge(COOKIE, 'set_cookie("session_token", token)', "insecure-cookie", cwe=614)
    assert confirmed.verdict is VerdictKind.CONFIRMED
    assert "token = secrets.token_urlsafe(32)" in [e.quote for e in confirmed.evidence]
    refuted = judge(COOKIE, "**FLAGS", "insecure-cookie", cwe=614)
    assert refuted.verdict is VerdictKind.REFUTED
    assert judge(COOKIE, '"theme"', "insecure-cookie", cwe=614).verdict is VerdictKind.REFUTED  # a constant value


# --- local-operator sources, files opened for writing, argument lists ---------------------


@pytest.mark.parametrize("source", ["sys.argv[1]", "os.environ['DATA']", "os.getenv('DATA')", "input('file? ')",
                                    "sys.stdin.readline().strip()"])
def test_operator_chosen_path_is_not_raised_as_path_traversal(source: str) -> None:
    code = f"import os, sys\ndef main():\n    name = {source}\n    return open(os.path.join('/srv', name)).read()\n"
    assert raise_in(code) == []


def test_operator_chosen_url_and_redirect_are_not_raised() -> None:
    code = ("import os, requests\nfrom flask import redirect\n"
            "def fetch():\n    return requests.get(os.environ['FEED_URL']).text\n"
            "def back():\n    return redirect(os.getenv('HOME_URL'))\n")
    assert raise_in(code) == []


def test_operator_chosen_path_through_a_helper_is_not_raised() -> None:
    code = ("import sys\ndef colourise(source_path):\n    return open(source_path).read()\n"
            "if __name__ == '__main__':\n    colourise(sys.argv[1])\n")
    assert raise_in(code) == []


def test_operator_chosen_values_still_count_for_shell_sql_and_deserialisation() -> None:
    code = ("import os, sys, pickle, sqlite3\n"
            "def main():\n    os.system('rst2html.py %s' % sys.argv[1])\n"
            "    sqlite3.connect('d').execute('DELETE FROM t WHERE n = %s' % os.environ['N'])\n"
            "    return pickle.loads(sys.stdin.buffer.read())\n")
    assert sorted(f.category for f in raise_in(code)) == ["command-injection", "sql-injection",
                                                          "unsafe-deserialization"]


def test_a_command_typed_at_the_programs_own_prompt_is_the_typists() -> None:
    """A console's shell escape (`!ls`, `| grep x`) runs what the person at the prompt typed, whole, with their own
    rights: they could type it into their shell. The same line from a request still counts, and so does an answer
    the program builds a command around (test_declared_cli_options: `"ping -c 1 " + host`)."""
    code = ("import os, subprocess\n"
            "def console():\n    line = input('exabgp> ')\n    if line.startswith('!'):\n"
            "        os.system(line[1:])\n"
            "    subprocess.Popen(line.split('|', 1)[1], shell=True)\n")
    assert raise_in(code) == []
    served = "import os\nfrom flask import request\ndef view():\n    os.system(request.args['line'])\n"
    assert [f.category for f in raise_in(served)] == ["command-injection"]


def test_request_chosen_path_is_still_raised_beside_an_operator_chosen_root() -> None:
    code = FLASK + textwrap.dedent("""
        @app.route("/f")
        def f():
            return open(os.path.join(os.environ["ROOT"], request.args["name"])).read()
        """)
    findings = raise_in(code)
    assert [f.category for f in findings] == ["path-traversal"]
    assert "request.args" in findings[0].title


def test_refute_refutes_an_operator_chosen_path_quoting_the_source_line() -> None:
    code = "import sys\ndef main():\n    name = sys.argv[1]\n    return open(name).read()\n"
    verdict = judge(code, "open(name)", "path-traversal", cwe=22)
    assert verdict.verdict is VerdictKind.REFUTED, verdict.reason
    assert "name = sys.argv[1]" in [e.quote for e in verdict.evidence]
    assert "operator" in verdict.reason


def test_refute_does_not_refute_an_operator_value_mixed_with_a_parameter() -> None:
    code = "import os\ndef read(name):\n    return open(os.path.join(os.environ['ROOT'], name)).read()\n"
    assert judge(code, "open(", "path-traversal").verdict is VerdictKind.UNCERTAIN


def test_file_opened_for_writing_is_not_a_source() -> None:
    code = ("import shutil\ndef safewrite(filename, content):\n"
            "    with open(filename + '.tmp', 'w') as f:\n        f.write(content)\n"
            "    shutil.move(f.name, filename)\n"
            "def log(path):\n    out = open(path, mode='ab')\n    return open(out.read())\n")
    assert raise_in(code) == []


def test_file_name_attribute_is_not_file_content_but_read_data_is() -> None:
    code = ("import os, pickle\ndef copy():\n    with open(os.listdir('/srv/in')[0], 'rb') as f:\n"
            "        os.remove(f.name)\n        data = f.read()\n    return pickle.loads(data)\n")
    findings = raise_in(code)
    assert [(f.category, f.primary.start_line) for f in findings] == [("unsafe-deserialization", 6)]


LOADERS = FLASK + textwrap.dedent("""
    import pathlib

    CACHE = "/var/cache/app"

    def _load(path):
        with open(path, "rb") as f:
            return pickle.load(f)  # asked for by a request

    @app.route("/restore")
    def restore():
        return str(_load(request.args["file"]))

    def _read_env(filename):
        with open(filename, "rb") as f:
            return pickle.load(f)  # the program's own file

    def warm():
        return _read_env(os.path.join(CACHE, "environment.pickle"))

    def _cached(path):
        return pickle.loads(pathlib.Path(path).read_bytes())  # read through pathlib

    def prime():
        return _cached(os.path.join(CACHE, "index.pickle"))
    """)


def test_a_file_a_parameter_names_holds_what_the_callers_path_makes_it() -> None:
    """Contents read from a file its parameter names are decided by the callers: an attacker's file when a
    request names it, the program's own when it names a file it chose. Only the request's flow is raised."""
    findings = [f for f in raise_in(LOADERS) if f.category == "unsafe-deserialization"]
    assert [(f.primary.start_line, "request.args" in f.title) for f in findings] == \
        [(line_of(LOADERS, "# asked for by a request"), True)]
    assert judge(LOADERS, "# asked for by a request", "unsafe-deserialization").verdict is VerdictKind.CONFIRMED
    for needle in ("# the program's own file", "# read through pathlib"):
        verdict = judge(LOADERS, needle, "unsafe-deserialization")
        assert verdict.verdict is VerdictKind.UNCERTAIN and "the file that parameter" in verdict.reason, needle


LOADING_LIBRARY = {
    "pyproject.toml": "[project]\nname = 'stash'\n",
    "stash/files.py": """
        import gzip
        import pickle
        import yaml

        def load_pickle(path):
            return pickle.loads(open(path, "rb").read())

        def load_session(fname):
            return pickle.load(gzip.open(fname, "rb"))  # a compressed file read the same way

        def read_config(path):
            with open(path) as f:
                return yaml.load(f, Loader=yaml.Loader)
        """,
}


def test_a_library_function_loading_the_pickle_its_caller_names_is_its_api_but_yaml_building_objects_is_a_defect():
    view = builtin_support.MemoryView(LOADING_LIBRARY)
    found = [(f.primary.start_line, f.category) for f in builtin_support.raised(view, "taint")]
    assert found == [(builtin_support.line_of(view, "stash/files.py", "yaml.load("), "unsafe-deserialization")]
    verdicts = {needle: builtin_support.judge_at(view, "taint", "stash/files.py", needle, "unsafe-deserialization")
                for needle in ("pickle.loads(", "pickle.load(gzip", "yaml.load(")}
    assert verdicts["pickle.loads("].verdict is VerdictKind.UNCERTAIN, verdicts["pickle.loads("].reason
    assert verdicts["pickle.load(gzip"].verdict is VerdictKind.UNCERTAIN, verdicts["pickle.load(gzip"].reason
    assert verdicts["yaml.load("].verdict is VerdictKind.CONFIRMED, verdicts["yaml.load("].reason


def test_a_yaml_or_xml_file_a_parameter_names_is_read_as_what_people_wrote() -> None:
    """YAML and XML files are written by people and other systems: a loader that builds objects or resolves
    entities is a defect whoever names the file, even with no caller in sight (a command's `main(args)`)."""
    code = FLASK + textwrap.dedent("""
        from lxml import etree

        def main(args):
            with open(args.config) as fle:
                config = yaml.unsafe_load(fle)
            return config

        def _parse(path):
            parser = etree.XMLParser(resolve_entities=True)
            return etree.parse(open(path, "rb"), parser)

        def load_feed():
            return _parse(os.path.join("/srv/feeds", os.listdir("/srv/feeds")[0]))
        """)
    assert judge(code, "yaml.unsafe_load(fle)", "unsafe-deserialization").verdict is VerdictKind.CONFIRMED
    assert judge(code, "return etree.parse(", "xxe").verdict is VerdictKind.CONFIRMED


def test_a_file_under_a_folder_the_object_keeps_is_decided_by_its_constructors_callers() -> None:
    def doctree(caller: str) -> str:
        return FLASK + textwrap.dedent("""
            class Env:
                def __init__(self, doctreedir):
                    self.doctreedir = doctreedir

                def get_doctree(self, docname):
                    with open(os.path.join(self.doctreedir, docname + ".doctree"), "rb") as f:
                        serialised = f.read()
                    return pickle.loads(serialised)
            """) + caller
    own = doctree('def build():\n    return Env("/srv/build/doctrees").get_doctree("index")\n')
    assert [f for f in raise_in(own) if f.category == "unsafe-deserialization"] == []
    assert judge(own, "return pickle.loads(", "unsafe-deserialization").verdict is VerdictKind.UNCERTAIN
    asked = doctree('@app.route("/doc")\ndef doc():\n    return str(Env(request.args["dir"]).get_doctree("x"))\n')
    assert [f.category for f in raise_in(asked) if f.category == "unsafe-deserialization"] == [
        "unsafe-deserialization"]
    assert judge(asked, "return pickle.loads(", "unsafe-deserialization").verdict is VerdictKind.CONFIRMED


def test_a_file_from_anywhere_but_a_parameter_is_still_untrusted_contents() -> None:
    code = ("import os, pickle\nSPOOL = '/var/spool/jobs'\nclass Spool:\n    def take(self):\n"
            "        for name in os.listdir(SPOOL):\n            with open(os.path.join(SPOOL, name), 'rb') as f:\n"
            "                return pickle.load(f)\n")
    assert [f.category for f in raise_in(code)] == ["unsafe-deserialization"]


def test_a_path_read_from_a_file_on_the_machine_is_the_operators() -> None:
    code = "import os\ndef clean(listing):\n    with open(listing) as f:\n        os.remove(f.readline().strip())\n"
    assert raise_in(code) == []


def test_argument_list_without_shell_with_a_constant_program_is_not_raised() -> None:
    code = ("import os, sys, subprocess\ndef reload():\n"
            "    args = [sys.executable] + sys.argv\n    subprocess.Popen(args, env=os.environ.copy())\n"
            "    subprocess.call([sys.executable] + sys.argv)\n"
            "    more = ['git', 'log']\n    more += sys.argv[1:]\n    more.append(input())\n"
            "    subprocess.run(more)\n")
    assert raise_in(code) == []


def test_a_program_run_without_a_shell_is_the_operators_when_they_named_it() -> None:
    """os.exec* and os.spawn* run a program with its arguments one by one: the program named on the operator's
    own command line or environment crosses no boundary; one a request names does. A shell's command line
    built from argv is still raised: a quoting bug there bites whoever supplied the value."""
    code = FLASK + textwrap.dedent("""
        import sys

        START = {"args": [sys.executable] + sys.argv[:], 0: sys.executable}

        def reexec(environ):
            os.execvpe(START[0], START["args"], environ)

        def respawn():
            os.execv(sys.argv[0], sys.argv)
            os.spawnlp(os.P_WAIT, os.environ["TOOL"], "tool")

        def shell():
            os.system("ls " + sys.argv[1])

        @app.route("/run")
        def run():
            os.execv(request.args["prog"], ["prog"])
        """)
    found = [(f.category, f.primary.start_line) for f in raise_in(code)]
    assert found == [("command-injection", line_of(code, 'os.system("ls')),
                     ("command-injection", line_of(code, 'os.execv(request'))]


def test_argument_list_led_by_an_untrusted_program_is_raised() -> None:
    code = FLASK + textwrap.dedent("""
        @app.route("/run")
        def run():
            args = [request.args["tool"]] + ["--version"]
            subprocess.Popen(args)
            subprocess.call([request.args["tool"], "-v"])
        """)
    assert [f.category for f in raise_in(code)] == ["command-injection", "command-injection"]


def test_argument_list_handed_to_a_shell_is_still_raised() -> None:
    code = FLASK + textwrap.dedent("""
        @app.route("/sh")
        def sh():
            subprocess.call(["sh", "-c"] + [request.args["cmd"]])
        """)
    assert [f.category for f in raise_in(code)] == ["command-injection"]


def test_weak_random_secret_from_a_secret_named_function_is_confirmed() -> None:
    code = ("import random\nCHARS = 'abcdef'\ndef new_secret():\n"
            "    secret = ''.join(random.sample(CHARS, 6))\n    return secret.encode('utf8')\n")
    verdict = judge(code, "random.sample", "weak-random", cwe=338)
    assert verdict.verdict is VerdictKind.CONFIRMED


def test_evolving_a_fact_copies_every_field_and_changes_only_those_named():
    from dataclasses import fields, replace

    from agent_providers.builtin.taint_facts import PARAM, Fact, Origin, Step

    step = Step("host", 3, "url")
    full = Fact(origins=frozenset({Origin(PARAM, "parameter x", "x", 1)}), const=True, safe=True, html=True,
                seq=True, sanitiser=step, const_line=4, killed=Origin(PARAM, "y", "y", 2), defs=frozenset({5}),
                head=Fact(const=True), anchor=step, named=True, instance="app.Model", built=True, based=True,
                handle=True)
    assert all(getattr(full, f.name) != f.default for f in fields(Fact))  # every field set: a copy must carry it
    assert full.evolve() == full
    assert full.evolve(seq=False, const_line=9) == replace(full, seq=False, const_line=9)
    with pytest.raises(AttributeError):
        full.evolve(sequence=False)


CALL_CHAIN = """
    import os
    from flask import request

    def run():
        return step1(request.args["cmd"])

    def step1(value):
        return step2(value)

    def step2(value):
        return step3(value)

    def step3(value):
        return step4(value)

    def step4(value):
        return step5(value)

    def step5(value):
        os.system(value)
    """


def test_a_chain_of_calls_deeper_than_the_summary_passes_is_followed_to_its_sink():
    # The module's defs are summarised callees first, so a caller written above five helpers reads
    # their summaries in the first pass; analysed in file order, the flow needed more passes than allowed.
    from tests.builtin_support import MemoryView, raised

    found = raised(MemoryView({"app/views.py": CALL_CHAIN}), "taint")
    assert [(f.category, f.primary.start_line) for f in found] == [("command-injection", 20)]


IMPORTED_THEN_OVERRIDDEN = """
    import os
    from flask import Flask, request

    app = Flask(__name__)
    from local_settings import DEBUG

    if DEBUG:
        @app.route("/shell")
        def shell():
            os.system(request.args["cmd"])

    DEBUG = False
    """


def test_a_name_imported_and_later_given_a_literal_is_not_a_constant_that_makes_code_dead():
    # Bound once to a literal, but imported first: the local settings decide the branch above it.
    from tests.builtin_support import MemoryView, judge_at

    view = MemoryView({"app/views.py": IMPORTED_THEN_OVERRIDDEN})
    verdict = judge_at(view, "taint", "app/views.py", "os.system(", "command-injection")
    assert verdict.verdict is VerdictKind.CONFIRMED, verdict.reason


RECURSIVE_PARSER = """
    import os
    from flask import request

    def include(name, depth):
        if depth > 5:
            os.system("cat " + name)
        return merge(name, depth + 1)

    def merge(name, depth):
        return menu(name, depth)

    def menu(name, depth):
        return layout(name, depth)

    def layout(name, depth):
        return include(name, depth)

    def view():
        return merge(request.args["file"], 0)
    """


def test_a_flow_into_the_middle_of_a_cycle_of_calls_is_followed_around_it():
    # `include` is summarised after the calls that lead back to it, so each of them is analysed again
    # in turn; the flow from `view` needs more rounds of that than the three the worklist once had.
    from tests.builtin_support import MemoryView, raised

    found = raised(MemoryView({"app/menus.py": RECURSIVE_PARSER}), "taint")
    assert any(f.category == "command-injection" and f.primary.start_line == 6 for f in found), \
        [(f.category, f.primary.start_line, f.title) for f in found]


SAME_NAMED_METHODS = """
    import os

    class Reader:
        def get(self):
            return input()

    class Runner:
        def get(self):
            self.run()
            return "backup"

        def run(self):
            value = self.get()
            os.system(value)
    """

INHERITED_CONSTRUCTOR = """
    import os
    import sys

    def handle():
        return Job(sys.argv[1])

    class Base:
        def __init__(self, command):
            os.system(command)

    class Job(Base):
        def other(self):
            return 1
    """


def test_self_calls_bind_their_own_classs_method_even_when_another_class_has_one_of_that_name():
    # Runner.run's self.get() is Runner.get (a constant), not Reader.get (input()): summarised callees
    # first, run must still be analysed again once Runner.get's own summary is known.
    from tests.builtin_support import MemoryView, judge_at, raised

    view = MemoryView({"app/jobs.py": SAME_NAMED_METHODS})
    assert raised(view, "taint") == []
    assert judge_at(view, "taint", "app/jobs.py", "os.system(", "command-injection").verdict is VerdictKind.REFUTED


def test_a_constructor_call_runs_the_inherited_init_of_a_base_in_the_module():
    from tests.builtin_support import MemoryView, raised

    found = raised(MemoryView({"app/jobs.py": INHERITED_CONSTRUCTOR}), "taint")
    assert [(f.category, f.primary.start_line) for f in found] == [("command-injection", 9)]


KEPT_THEN_RUN = """
    import os
    from flask import request

    def view():
        job = Job(request.args["cmd"])
        return job.start()

    class Job:
        def __init__(self, command):
            self.command = command

        def start(self):
            os.system(self.command)
    """


def test_an_argument_kept_by_the_constructor_reaches_the_sink_a_method_runs_it_in():
    # The view is analysed again once the kept argument's sink is known (it asked for Job's kept sinks).
    from tests.builtin_support import MemoryView, raised

    found = raised(MemoryView({"app/jobs.py": KEPT_THEN_RUN}), "taint")
    assert [(f.category, f.primary.start_line) for f in found] == [("command-injection", 13)]


FACTORY = {
    "app/service.py": """
        import sqlite3

        class UserService:
            def __init__(self, path):
                self.conn = sqlite3.connect(path)

            def lookup(self, uid):
                return self.conn.execute("SELECT * FROM users WHERE id = " + uid).fetchone()

            def by_email(self, email):
                return self.conn.execute("SELECT * FROM users WHERE email = '%s'" % email).fetchone()
        """,
    "app/views.py": """
        from flask import Flask, request
        from app.service import UserService

        app = Flask(__name__)

        def _service():
            return UserService("users.db")

        def _other(flag):
            return UserService("users.db") if flag else None

        def _maybe(path):
            if not path:
                return None
            return UserService(path)

        @app.route("/user")
        def user():
            return str(_service().lookup(request.args["uid"]))

        @app.route("/maybe")
        def maybe():
            return str(_other(True).lookup(request.args["uid"]))

        @app.route("/email")
        def email():
            return str(_maybe("users.db").by_email(request.args["email"]))
        """,
}


def test_a_method_called_on_what_a_factory_function_returns_is_followed():
    """`_service().lookup(uid)`: the factory returns a UserService, so lookup's SQL sink is reached; so is
    by_email's through a factory that returns None when it cannot make one (`return None` makes no object).
    An expression that may give something else (`X() if flag else None`) names no class: unknown."""
    from tests.builtin_support import MemoryView, raised

    found = raised(MemoryView(FACTORY), "taint")
    service = MemoryView(FACTORY).files["app/service.py"].splitlines()
    lines = [next(i for i, text in enumerate(service, 1) if needle in text) for needle in ("WHERE id", "WHERE email")]
    assert sorted((f.category, f.primary.path, f.primary.start_line) for f in found) == [
        ("sql-injection", "app/service.py", line) for line in lines]


CELERY = {
    "shop/tasks.py": """
        import subprocess
        from celery import shared_task

        @shared_task
        def thumbnail(src, size):
            subprocess.call("convert %s -resize %s out.png" % (src, size), shell=True)
        """,
    "shop/views.py": """
        from flask import Flask, request
        from shop.tasks import thumbnail

        app = Flask(__name__)

        @app.route("/thumb", methods=["POST"])
        def thumb():
            thumbnail.delay("upload.png", request.form["size"])
            purge.delay(request.form["folder"])
            return "queued"

        @app.route("/later")
        def later():
            clock.delay(request.args["seconds"])  # no task of this project: nothing is known of it
            return "ok"

        @shared_task  # defined after its caller: the caller is analysed again once its summary is known
        def purge(folder):
            import os
            os.system("rm -rf " + folder)
        """,
}


def test_arguments_queued_for_a_task_reach_it_as_a_call_would():
    """`task.delay(...)` (Celery) runs the task with those arguments in a worker: a request value given to it
    reaches the task's sink, whether the task is imported or defined beside the view."""
    from tests.builtin_support import MemoryView, judge, raised

    view = MemoryView(CELERY)
    found = raised(view, "taint")
    assert sorted((f.category, f.primary.path) for f in found) == [
        ("command-injection", "shop/tasks.py"), ("command-injection", "shop/views.py")]
    for finding in found:
        assert judge(view, "pattern", finding).verdict is VerdictKind.CONFIRMED


def test_a_pickle_made_here_is_no_attacker_shaped_pickle() -> None:
    """Bytes `pickle.dumps` made in this program load back into what was dumped, whatever text it held (a
    process pickling a job for its own worker); a request's or a file's bytes given to `pickle.loads` are not."""
    own = FLASK + textwrap.dedent("""
        @app.route("/job", methods=["POST"])
        def job():
            blob = pickle.dumps({"text": request.form["text"]})
            return pickle.loads(blob)
        """)
    assert [f for f in raise_in(own) if f.category == "unsafe-deserialization"] == []
    verdict = judge(own, "return pickle.loads(blob)", "unsafe-deserialization", cwe=502)
    assert verdict.verdict is VerdictKind.REFUTED and "pickle.dumps" in verdict.reason
    theirs = FLASK + textwrap.dedent("""
        @app.route("/job", methods=["POST"])
        def job():
            blob = request.get_data()
            copy = pickle.dumps(len(blob))
            return pickle.loads(blob)
        """)
    assert [f.category for f in raise_in(theirs)] == ["unsafe-deserialization"]
    verdict = judge(theirs, "return pickle.loads(blob)", "unsafe-deserialization", cwe=502)
    assert verdict.verdict is VerdictKind.CONFIRMED



def test_a_file_the_program_named_keeps_its_name_with_a_written_ending_and_in_a_tuple_of_such_names() -> None:
    """`state + ".bak"`, f"{state}.old", `for path in (state, state + ".bak")`: the program chose each name (a
    constant under the operator's folder); an ending the request chooses is no longer its choice."""
    code = textwrap.dedent("""
        import os
        import pickle

        from flask import request

        def load(folder):
            state = os.path.join(folder, "torrents.state")
            for path in (state, state + ".bak", f"{state}.old"):
                with open(path, "rb") as f:
                    return pickle.load(f)  # the program's own names

        def load_chosen(folder):
            state = os.path.join(folder, "torrents.state")
            with open(state + request.args["ext"], "rb") as f:
                return pickle.load(f)  # an ending the client chose

        def main():
            return load(os.environ["STATE_DIR"]), load_chosen(os.environ["STATE_DIR"])
        """)
    lines = {line_of(code, "# the program's own names"): False, line_of(code, "# an ending the client chose"): True}
    raised_lines = {f.primary.start_line for f in raise_in(code) if f.category == "unsafe-deserialization"}
    assert {line: line in raised_lines for line in lines} == lines
