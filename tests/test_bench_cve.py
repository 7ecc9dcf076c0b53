"""The CVE benchmark's own rules: held-back advisories are never read; spans survive Python 2."""

from __future__ import annotations

import importlib.util
import sys
import textwrap
from pathlib import Path

import pytest

BENCH = Path(__file__).resolve().parents[1] / "benchmarks" / "cve"


def load(name: str):
    spec = importlib.util.spec_from_file_location(f"bench_cve_{name}", BENCH / f"{name}.py")
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


ADVISORY = """\
id: {id}
details: SQL injection in the search view of demo before 1.1.
affected:
- package: {{name: demo, ecosystem: PyPI}}
  ranges:
  - type: ECOSYSTEM
    events: [{{introduced: "0"}}, {{fixed: "1.1"}}]
  versions: ["1.0"]
aliases: [CVE-0000-0001]
published: "{published}"
"""


@pytest.fixture
def advisories(tmp_path: Path) -> Path:
    folder = tmp_path / "vulns" / "demo"
    folder.mkdir(parents=True)
    (folder / "OLD.yaml").write_text(ADVISORY.format(id="OLD", published="2022-12-31T00:00:00Z"))
    (folder / "NEW.yaml").write_text(ADVISORY.format(id="NEW", published="2023-01-01T00:00:00Z"))
    return tmp_path


def test_advisories_from_2023_on_are_never_proposed(advisories: Path) -> None:
    found = load("select_cases").candidates(advisories)
    assert [(c.id, c.cls, c.vulnerable, c.fixed) for c in found] == [("OLD", "sql-injection", "1.0", "1.1")]


PY2 = textwrap.dedent('''\
    class Handler(object):
        @route
        def error(self, stack):
            print "failed"
            return """
    <pre>
    %s
    </pre>
    """ % stack

        def ok(self): return 1

    def after():
        pass
''')


def test_spans_of_python2_code_come_from_tokens_and_ignore_strings_at_column_0() -> None:
    spans, parser = load("spans").function_spans(PY2)
    assert parser == "tokenize"
    assert {q: (s.start, s.end) for q, s in spans.items()} == {
        "Handler.error": (2, 9), "Handler.ok": (11, 11), "after": (13, 14)}


def test_tokens_and_ast_agree_on_python3_code() -> None:
    spans = load("spans")
    source = PY2.replace('print "failed"', 'print("failed")')
    import ast
    assert spans._token_spans(source) == spans._ast_spans(ast.parse(source))


def test_a_module_level_label_spans_its_whole_statement() -> None:
    spans = load("spans")
    source = 'import os\nSECRET = (\n    "x"\n)\ndef f():\n    return SECRET\n'
    assert spans.module_statement(source, 3) == spans.Span(2, 4)
    assert spans.module_statement("print 'py2'\n", 1) == spans.Span(1, 1)


def test_the_stricter_score_counts_only_tickets_of_the_cases_own_class(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.syspath_prepend(str(BENCH))  # run.py imports its sibling modules, as a script does
    run = load("run")

    def side(*categories: str) -> object:
        tickets = [run.Ticket(f"TK-{n}", category, None, "high", "t", [("a.py", 1, 1)])
                   for n, category in enumerate(categories)]
        return run.Side(version="1", tickets=tickets, matching=[t.id for t in tickets])

    secret = run.Result(case={"class": "hard-coded-secret"}, vulnerable=side("hardcoded-secret"), fixed=side())
    assert secret.hit and secret.hit_in_class and not secret.still_flagged_in_class
    # mkdocs' shape: the path traversal is gone, an open redirect in the same function stays
    kept = run.Result(case={"class": "path-traversal"}, vulnerable=side("path-traversal", "open-redirect"),
                      fixed=side("open-redirect"))
    assert kept.still_flagged and not kept.still_flagged_in_class
    other = run.Result(case={"class": "ssrf"}, vulnerable=side("xxe"), fixed=side())
    assert other.hit and not other.hit_in_class
    assert ("Counting only tickets of the case's own class: 2 hits, recall 0.67; 0 of them still flagged in the "
            "fixed release.") in run.totals([secret, kept, other], 1.0)
