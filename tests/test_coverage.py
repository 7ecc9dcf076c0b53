"""Coverage is never overstated: every file under the include globs is analysed or listed as skipped with
its reason, Python 2.7-3.15 and PEP 263 encodings are read on this interpreter with lines kept, and a file
that was not analysed never resolves a ticket."""

from __future__ import annotations

import ast
import json
import os
import subprocess
from pathlib import Path

import git
import pytest

from flows.audit.protocol import AuditProtocol
from tests.conftest import commit_files, make_repo
from tests.fakes import MemoryView, ScriptedProvider
from tickets.models import Slot
from twokey.cli import main
from twokey.kernel.events import EventLog, read_events
from twokey.kernel.pysource import Means, ParsedSource, Undecodable, Unparseable, decode_source, parse_python

PY2_DEFECT = '''from flask import Flask, request
import os

app = Flask(__name__)


@app.route("/ls")
def listing():
    name = request.args["name"]
    print "listing", name
    os.system("ls " + name)
    return "ok"
'''

PY312_DEFECT = '''import sqlite3

from flask import Flask, request

app = Flask(__name__)
type Rows = list[tuple[str, ...]]


@app.route("/users")
def users[T]():
    db = sqlite3.connect("app.db")
    rows = db.execute(f"SELECT * FROM users WHERE name = '{request.args["name"]}'").fetchall()
    return f"{len(rows)} {"rows"}"
'''

LATIN1_DEFECT = '''# -*- coding: latin-1 -*-
"""Caf\xe9 admin."""
import os

from flask import Flask, request

app = Flask(__name__)


@app.route("/ping")
def ping():
    os.system("ping -c 1 " + request.args["host"])
    return "pr\xeat"
'''.encode("latin-1")

CLEAN = "def add(a, b):\n    return a + b\n"


# -- the parser, on its own ------------------------------------------------------------------


def _executed(parsed: ParsedSource, filename: str = "t.py") -> dict:
    """The names a parsed module binds when it runs."""
    namespace: dict = {}
    exec(compile(parsed.tree, filename, "exec"), namespace)
    return namespace


def _system_lines(parsed: ParsedSource) -> list[int]:
    """The lines of the `os.system(...)` calls in a parsed module, in the tree's order."""
    return [node.lineno for node in ast.walk(parsed.tree)
            if isinstance(node, ast.Call) and getattr(node.func, "attr", "") == "system"]



def test_python2_file_is_read_through_fissix_with_every_line_where_it_was() -> None:
    parsed = parse_python(PY2_DEFECT)
    assert parsed.means is Means.FISSIX
    calls = {node.func.attr: node.lineno for node in ast.walk(parsed.tree)
             if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)}
    assert calls["system"] == 11 and PY2_DEFECT.splitlines()[10].strip().startswith("os.system(")


def test_python2_with_a_literal_on_one_huge_line_is_read_by_walking_the_tree(monkeypatch) -> None:
    # fissix's bottom-up matcher is quadratic in a node's children (web2py's 750 KB one-line dict took minutes);
    # such a file is translated by the walking matcher, which makes the same translation.
    from twokey.kernel import pysource

    asked: list[bool] = []
    tool = pysource._refactoring_tool
    monkeypatch.setattr(pysource, "_refactoring_tool", lambda traversing=False: asked.append(traversing) or tool(
        traversing))
    table = "IUP = {" + ", ".join(f"'w{i}': {{'a': {i}}}" for i in range(1500)) + "}\n"
    text = "import os\n" + table + "print 'loaded', len(IUP)\nos.system('ls ' + name)\n"
    assert max(len(line) for line in text.splitlines()) > pysource._HUGE_LINE
    parsed = parse_python(text)
    assert asked == [True]
    assert parsed.means is Means.FISSIX
    assert {n.lineno for n in ast.walk(parsed.tree) if isinstance(n, ast.Call)} == {3, 4}
    small = "def f(a, (b, c)):\n    print 'x', a\n    exec 'y'\n"
    walked = str(pysource._refactoring_tool(True).refactor_string(small, "<python2>"))
    matched = str(pysource._refactoring_tool(False).refactor_string(small, "<python2>"))
    assert walked == matched


def test_python2_string_exceptions_and_a_constant_shim_after_a_test_are_read_with_lines_kept() -> None:
    # `raise "Name", value` is Python 2 syntax (an error only when it runs), and 2.2's `True = 1` shim also came
    # behind a one-line test; fissix leaves both, which Python 3's parser refuses
    source = ("import os\n"
              "if not globals().has_key('True'):  True = 1\n"
              "def check(name, mode):\n"
              "    if mode > 2:\n"
              "        raise \"SecurityError\", \\\n"
              "              \"Cannot create class %s\" % name\n"
              "    print 'checked', name\n"
              "    os.system('ls ' + name)\n")
    parsed = parse_python(source)
    assert parsed.means is Means.FISSIX and len(parsed.text.splitlines()) == len(source.splitlines())
    calls = {getattr(n.func, "attr", getattr(n.func, "id", "")): n.lineno for n in ast.walk(parsed.tree)
             if isinstance(n, ast.Call)}
    assert calls["Exception"] == 5 and calls["system"] == 8


def test_python2_bytes_beside_plain_literals_are_read_as_the_byte_string_they_were() -> None:
    # Python 2 concatenated `b'...' '...'` into one byte string; Python 3 refuses to mix them, and the file went
    # unread. The plain parts get their `b` (ASCII), or the others lose it (a non-ASCII text part)
    source = ("import os\n"
              "data = (b'\\x00\\x03'\n"
              "        'name\\x02')\n"
              "label = b'x' 'caf\u00e9'\n"
              "print 'decoded', data\n"
              "os.system('ls ' + label)\n")
    parsed = parse_python(source)
    assert parsed.means is Means.FISSIX and len(parsed.text.splitlines()) == len(source.splitlines())
    values = [n.value for n in ast.walk(parsed.tree) if isinstance(n, ast.Constant)]
    assert b"\x00\x03name\x02" in values and "xcaf\u00e9" in values
    assert _system_lines(parsed)[0] == 6


def test_python2_print_continued_over_lines_keeps_later_lines_in_place() -> None:
    source = 'import sys\nprint >> sys.stderr, \\\n    "a"\nx = eval(sys.argv[1])\nprint "done"\n'
    parsed = parse_python(source)
    assert parsed.means is Means.FISSIX and len(parsed.text.splitlines()) == len(source.splitlines())
    assert next(n for n in ast.walk(parsed.tree) if isinstance(n, ast.Call) and getattr(n.func, "id", "") == "eval"
                ).lineno == 4


def test_python_312_syntax_is_re_rendered_for_this_ast_with_lines_kept() -> None:
    parsed = parse_python(PY312_DEFECT)
    assert parsed.means is Means.LIBCST
    assert len(parsed.text.splitlines()) == len(PY312_DEFECT.splitlines())
    [joined] = [n for n in ast.walk(parsed.tree) if isinstance(n, ast.JoinedStr) and n.lineno == 12]
    [subscript] = [n for n in ast.walk(joined) if isinstance(n, ast.Subscript)]
    assert ast.unparse(subscript) == "request.args['name']"


def test_a_nested_f_string_holding_the_inner_quote_is_re_rendered_with_its_triple() -> None:
    # PEP 701 lets f"...{"".join(f"<input value='{o}'>" for o in xs)}..." nest any quote; the old grammar needs a
    # delimiter per level, and the inner text holds the one that level would take.
    source = 'def radio(xs):\n    return f"<p>{"".join(f"<input value=\'{o}\'>{o}" for o in xs)}</p>"\n'
    parsed = parse_python(source)
    assert parsed.means is Means.LIBCST
    namespace = _executed(parsed, "radio.py")
    assert namespace["radio"](["a", "b"]) == "<p><input value='a'>a<input value='b'>b</p>"


def test_f_strings_nested_four_deep_are_re_rendered_with_both_triples_first() -> None:
    # Three delimiters (""", ', ") hold three levels; the fourth string (`doc["id"]` inside three f-strings) needs
    # both triples before both single quotes.
    source = ('def nested(doc):\n    return f"{f"{f"{doc["id"]}"}"}: {", ".join(doc.get("tags", []))}"\n'
              'def plain(doc):\n    return f"{doc["title"]!r} - {len(doc.get("pages", []))} pages"\n')
    parsed = parse_python(source)
    assert parsed.means is Means.LIBCST and len(parsed.text.splitlines()) == len(source.splitlines())
    namespace = _executed(parsed, "report.py")
    assert namespace["nested"]({"id": 7, "tags": ["x", "y"]}) == "7: x, y"
    assert namespace["plain"]({"title": "T", "pages": [1, 2]}) == "'T' - 2 pages"
    assert "'" * 3 not in parsed.text.splitlines()[3]  # what three levels hold is rendered as before


def test_newer_constructs_each_become_something_this_ast_reads() -> None:
    source = ("type Alias[T] = list[T]\nclass Box[T = int]:\n    pass\ntry:\n    pass\nexcept A, B:\n    pass\n"
              "t = t'{x!r}'\nn = f'{\"\\n\".join(xs)}'\n")
    parsed = parse_python(source)
    assert parsed.means in (Means.LIBCST, Means.FISSIX)
    assert len(parsed.text.splitlines()) == len(source.splitlines())


def test_type_parameters_over_several_lines_are_blanked_with_every_line_kept() -> None:
    source = ("class Coordinator[\n    _DataT,\n](Base):\n    def run[**_P](self) -> None:\n"
              "        eval(self.data)\n\n\ntype Alias = dict[str, int]\n")
    parsed = parse_python(source)
    assert parsed.means is Means.TOKENS
    tree_lines = {type(node).__name__: node.lineno for node in ast.walk(parsed.tree)
                  if isinstance(node, (ast.ClassDef, ast.FunctionDef, ast.Assign))}
    assert tree_lines == {"ClassDef": 1, "FunctionDef": 4, "Assign": 8}
    [call] = [n for n in ast.walk(parsed.tree) if isinstance(n, ast.Call)]
    assert call.lineno == 5 and source.splitlines()[4].strip() == "eval(self.data)"


def test_async_and_await_as_plain_names_are_read_with_the_grammar_of_their_time() -> None:
    """Before 3.7 they were names (pycsw's `self.parent.async`, `def run(async=False)`), beside `async def`."""
    source = ("import os\n\n\nclass Server:\n    def run(self, cmd, async=False):\n        if self.async or async:\n"
              "            await = os.system(cmd)\n        return await\n\n\nasync def later():\n    await later()\n")
    parsed = parse_python(source)
    assert parsed.means is Means.PY36 and parsed.text == source
    assert _system_lines(parsed) == [7]


def test_python2_that_names_no_python2_statement_is_still_tried_with_fissix() -> None:
    """The parser's first complaint is a `\\u` escape in a byte string, which LibCST reads but cannot render
    for this `ast`: fissix comes last, and reads it (escape kept literal, as Python 2 read it)."""
    source = 'import os\nPATTERN = "[\\u00e]"\n\n\ndef run(cmd):\n    os.system(cmd)\n'
    parsed = parse_python(source)
    assert parsed.means is Means.FISSIX and len(parsed.text.splitlines()) == len(source.splitlines())
    assert ast.literal_eval(parsed.text.splitlines()[1].split(" = ")[1]) == "[\\u00e]"


def test_python2_except_with_a_tuple_target_and_constant_shims_keep_every_line() -> None:
    source = ("import os\ntry:\n    True, False = 1, 0\nexcept NameError:\n    pass\n\n\ndef run(cmd):\n    try:\n"
              "        os.system(cmd)\n    except OSError, (code, message):\n        print message\n")
    parsed = parse_python(source)
    assert parsed.means is Means.FISSIX and len(parsed.text.splitlines()) == len(source.splitlines())
    lines = parsed.text.splitlines()
    assert lines[2].strip() == "_, _ = 1, 0" and "as" in lines[10]
    assert [n.lineno for n in ast.walk(parsed.tree) if isinstance(n, ast.Call)] == [10, 12]


def test_python2_comprehension_over_a_bare_tuple_is_read_with_its_lines_kept() -> None:
    source = ("import os\n\n\ndef run(a, b):\n    first, second = [os.path.basename(v) for v in a, b]\n"
              "    os.system(first)\n")
    parsed = parse_python(source)
    assert parsed.means is Means.FISSIX and len(parsed.text.splitlines()) == len(source.splitlines())
    assert "for v in (a, b)]" in parsed.text.splitlines()[4]
    assert sorted(n.lineno for n in ast.walk(parsed.tree) if isinstance(n, ast.Call)) == [5, 6]


def test_a_sole_generator_argument_with_a_trailing_comma_is_read_as_before_3_7() -> None:
    """Python 2.7 and 3.0-3.6 took `f(x for x in xs,)`; 3.7 refuses it (synapse 0.33's visibility.py, toolz)."""
    source = ("import os\n\n\ndef run(events, cmd):\n    erased = set(\n        e.sender for e in events,\n    )\n"
              "    names = ', '.join(str(e) for e in (g(x for x in erased,) for g in [sorted]),)\n"
              "    os.system(cmd + names)\n")
    parsed = parse_python(source)
    assert parsed.means is Means.TOKENS and len(parsed.text.splitlines()) == len(source.splitlines())
    assert [line.rstrip() for line in parsed.text.splitlines()] == [
        line.replace(" events,", " events").replace("erased,)", "erased )").replace("[sorted]),)", "[sorted]) )")
        for line in source.splitlines()]
    assert _system_lines(parsed) == [9]
    assert _value_of("r = sorted(x for x in 'cab',)\n", "r") == ["a", "b", "c"]
    python2 = parse_python("import os\nnames = sorted(x for x in os.listdir('.'),)\nprint 'names', names\n")
    assert python2.means is Means.FISSIX and "os.listdir('.') )" in python2.text


def test_a_generator_beside_another_argument_or_outside_a_call_stays_unparseable() -> None:
    """Only the comma after a call's sole generator goes: one beside another argument, or a generator's own
    parentheses with a comma in them, no grammar ever took, and they are left as written."""
    for source in ("f(a, x for x in xs,)\n", "g = (x for x in xs,)\n", "f(x for x in xs, y)\n"):
        with pytest.raises(Unparseable, match="line 1"):
            parse_python(source)


def test_python2_byte_strings_holding_non_ascii_text_keep_their_bytes_and_lines() -> None:
    """Python 2 read `b"Ren\u00e9"` as the bytes the file spelled it with (modoboa 1.4's import test); each such
    character becomes the escapes of its bytes in the declared encoding, a raw one-line literal the plain literal
    of the same bytes."""
    source = ('# -*- coding: utf-8 -*-\nimport os\nROWS = b"""\nRen\u00e9; Truc\n"""\nRAW = br"\\d\u00e9"\n\n\n'
              'def run(cmd):\n    print "running", cmd\n    os.system(cmd)\n')
    parsed = parse_python(source)
    assert parsed.means is Means.FISSIX and len(parsed.text.splitlines()) == len(source.splitlines())
    namespace = _executed(parsed, "import_.py")
    assert namespace["ROWS"] == "\nRen\u00e9; Truc\n".encode() and namespace["RAW"] == "\\d\u00e9".encode()
    assert _system_lines(parsed) == [11]
    assert _value_of(decode_source("# coding: latin-1\nx = b'caf\xe9'\n".encode("latin-1"))) == b"caf\xe9"


def _value_of(source: str, name: str = "x") -> object:
    return _executed(parse_python(source))[name]


def test_generator_commas_hold_only_where_python_2_and_3_6_read_them() -> None:
    """A `for` target's own commas are no argument's; a form feed ends no line for the tokenizer; a Python 2 file's
    `type in [...]` statement is no type alias; a `match (...)` statement is no call; and a PEP 701 f-string's nested
    text, which the running tokenizer reads as code, is never blanked (a review's counterexamples)."""
    assert _value_of("x = dict((k, v) for k, v in [(1, 2)],)\n") == {1: 2}
    assert _value_of("# page\x0c break\nx = sorted(c for c in 'ba',)\n") == ["a", "b"]
    assert _value_of("type in [1]\nx = 1\nprint x\n") == 1
    with pytest.raises(Unparseable):
        parse_python("xs = [1]\nmatch (x for x in xs,):\n    case _:\n        pass\n")
    nested = ("d = {'g(a for a in b,)': 1, 'g(a for a in b )': 2}\n"
              "x = f\"{d[\"g(a for a in b,)\"]}\"\n")
    assert _value_of(nested) == "1"


def test_python2_byte_strings_keep_the_bytes_python_2_read() -> None:
    """A backslash before a non-ASCII character escapes nothing; an Emacs-style or `-sig` declaration names the
    encoding Python reads; a form feed in the first line ends no line (a review's counterexamples)."""
    def python2_value(declaration: str, literal: str, encoding: str = "utf-8") -> object:
        return _value_of(decode_source(f"{declaration}\nx = {literal}\nprint 'x'\n".encode(encoding)))
    assert python2_value("# coding: utf-8", "b'\\\u00e9'") == b"\\\xc3\xa9"
    assert python2_value("# -*- coding: latin-1-unix -*-", "b'caf\u00e9'", "latin-1") == b"caf\xe9"
    assert python2_value("# coding: utf-8-sig", "b'caf\u00e9'") == b"caf\xc3\xa9"
    assert python2_value("# page\x0c break\n# coding: latin-1", "b'caf\u00e9'", "latin-1") == b"caf\xe9"


def test_a_file_no_means_reads_is_unparseable_with_the_line_and_the_reason() -> None:
    with pytest.raises(Unparseable, match="line 1"):
        parse_python("def broken(:\n")


def test_pep_263_declaration_decides_the_encoding() -> None:
    assert "Caf\xe9" in decode_source(LATIN1_DEFECT)
    assert decode_source(b"\xef\xbb\xbfx = 1\n") == "x = 1\n"
    with pytest.raises(Undecodable, match="not UTF-8"):
        decode_source("x = 'caf\xe9'\n".encode("latin-1"))
    with pytest.raises(Undecodable, match="does not know"):
        decode_source(b"# coding: no-such-codec\nx = 1\n")


# -- the protocol counts only what both slots analysed ------------------------------------------


def test_files_a_slot_skips_are_not_audited_and_are_listed_with_its_reason(tmp_path: Path) -> None:
    files = {"a.py": CLEAN, "b.py": CLEAN}
    a = ScriptedProvider("a", raises=[{"skipped": [{"path": "b.py", "kind": "unparseable", "reason": "no"}]}, {}])
    b = ScriptedProvider("b", raises=[{}, {}])
    protocol = AuditProtocol(MemoryView(files), {Slot.AGENT_A: a, Slot.AGENT_B: b}, EventLog("t", tmp_path),
                             run_id="t", commit="c" * 40, started=__import__("datetime").datetime.now())
    outcome = protocol.run(sorted(files))
    assert outcome.analysed_by_both == {"a.py"}
    assert outcome.skipped["b.py"].kind.value == "unparseable"


def test_a_bare_path_and_reason_string_from_a_provider_still_counts_as_a_skip(tmp_path: Path) -> None:
    from tickets.models import RaiseTurn

    turn = RaiseTurn.model_validate({"skipped": ["pkg/x.py: could not read it"]})
    assert turn.skipped[0].path == "pkg/x.py" and turn.skipped[0].reason == "could not read it"
    assert turn.skipped[0].kind.value == "not-analysed"


# -- end to end: one repository with every kind of file --------------------------------------------


@pytest.fixture
def mixed(tmp_path: Path) -> git.Repo:
    repo = make_repo(tmp_path / "legacy", {
        "app/py2.py": PY2_DEFECT,
        "app/modern.py": PY312_DEFECT,
        "app/latin.py": LATIN1_DEFECT,
        "app/clean.py": CLEAN,
        "app/broken.py": "def broken(:\n    pass\n",
        "app/blob.py": b"\x00\x01\x02binary",
        "app/undeclared.py": "x = 'caf\xe9'\n".encode("latin-1"),
        "app/huge.py": "x = 1\n" * 30_000,
        "app/secrets.py": "API_KEY = 'abc'\n",
        "README.md": "legacy\n",
    })
    os.symlink("clean.py", Path(repo.working_tree_dir, "app", "link.py"))
    repo.git.add(A=True)
    repo.index.commit("link")
    subprocess.run(["git", "-C", repo.working_tree_dir, "update-index", "--add", "--cacheinfo",
                    f"160000,{repo.head.commit.hexsha},vendor/lib"], check=True)
    repo.git.commit("-m", "add submodule")
    return repo


def _audit_json(repo: git.Repo, capsys, *extra: str) -> dict:
    code = main(["audit", "--no-prefect", "--max-file-size", "100000", "--format", "json", *extra,
                 repo.working_tree_dir])
    assert code == 0
    return json.loads(capsys.readouterr().out)


EXPECTED_KINDS = {"app/broken.py": "unparseable", "app/blob.py": "binary", "app/undeclared.py": "undecodable",
                  "app/huge.py": "too-large", "app/secrets.py": "secret", "app/link.py": "symlink",
                  "vendor/lib": "submodule"}


def test_every_file_is_analysed_or_skipped_with_its_kind_and_the_counts_are_exact(mixed, capsys) -> None:
    summary = _audit_json(mixed, capsys)
    assert summary["files_audited"] == 4  # py2, modern, latin, clean: analysed by both slots
    assert {s["path"]: s["kind"] for s in summary["skipped"]} == EXPECTED_KINDS
    assert summary["skipped_by_kind"] == {kind: 1 for kind in EXPECTED_KINDS.values()}
    assert summary["not_reached"] == []
    assert summary["parsers"] == {"ast": 2, "fissix": 1, "libcst": 1}
    assert summary["parsed_with"] == {"app/modern.py": "libcst", "app/py2.py": "fissix"}


def test_defects_in_python2_312_and_latin1_files_become_tickets_quoting_the_original_lines(mixed, capsys) -> None:
    summary = _audit_json(mixed, capsys)
    found = {(line["location"].split(":")[0], line["title"]) for line in summary["new"]}
    paths = {path for path, _ in found}
    assert {"app/py2.py", "app/modern.py", "app/latin.py"} <= paths, found
    original = PY2_DEFECT.splitlines()
    ticket = next(line for line in summary["new"] if line["location"].startswith("app/py2.py"))
    text = Path(ticket["file"]).read_text(encoding="utf-8")
    assert 'os.system("ls " + name)' in text and original[10].strip() == 'os.system("ls " + name)'


def test_the_text_summary_names_each_gap_and_the_parsers(mixed, capsys) -> None:
    assert main(["audit", "--no-prefect", "--max-file-size", "100000", mixed.working_tree_dir]) == 0
    text = capsys.readouterr().out
    assert "files audited   4 Python files (analysed by both slots), 7 skipped" in text
    assert "1 unparseable" in text and "app/broken.py [unparseable]" in text
    assert "parsed by       ast 2, fissix 1, libcst 1" in text


def test_sarif_lists_every_skipped_file_as_a_tool_execution_notification(mixed, capsys) -> None:
    assert main(["audit", "--no-prefect", "--max-file-size", "100000", "--format", "sarif",
                 mixed.working_tree_dir]) == 0
    log = json.loads(capsys.readouterr().out)
    [invocation] = log["runs"][0]["invocations"]
    notes = {n["locations"][0]["physicalLocation"]["artifactLocation"]["uri"]: n["properties"]["kind"]
             for n in invocation["toolExecutionNotifications"]}
    assert notes == EXPECTED_KINDS  # the secret once, as withheld; every other file as skipped, with its kind


def test_the_event_log_and_the_prefect_artifact_name_each_gap(mixed, capsys) -> None:
    from flows.audit.core import request_for, run_audit
    from flows.audit.summary import render_markdown, summarise

    report = run_audit(request_for(mixed.working_tree_dir, overrides={"max_file_size": 100_000}))
    events = list(read_events(report.event_log))
    skipped = {e["path"]: e["kind"] for e in events if e["event"] == "file_skipped"}
    assert skipped == EXPECTED_KINDS
    assert {e["path"]: e["means"] for e in events if e["event"] == "file_translated"} == {
        "app/modern.py": "libcst", "app/py2.py": "fissix"}
    markdown = render_markdown(summarise(report))
    assert "`app/blob.py` (binary)" in markdown and "| files audited (both slots) | 4 (7 skipped" in markdown


def test_a_file_not_analysed_never_resolves_its_ticket(tmp_path: Path, capsys) -> None:
    repo = make_repo(tmp_path / "legacy", {"app.py": PY2_DEFECT.replace('    print "listing", name\n', "")})
    first = _audit_json(repo, capsys)
    assert len(first["new"]) >= 1
    # The next commit breaks the file and drops the quoted line: nothing analysed it, so nothing is known.
    commit_files(repo, {"app.py": "def broken(:\n    pass\n"})
    second = _audit_json(repo, capsys)
    assert second["resolved"] == [] and second["files_audited"] == 0
    assert [s["kind"] for s in second["skipped"]] == ["unparseable"]


def test_a_translated_line_still_names_its_source_and_quotes_the_original_line() -> None:
    from agent_providers.builtin.taint import TaintFlowAnalyser

    source = PY2_DEFECT.replace('    name = request.args["name"]\n    print "listing", name\n',
                                '    print "go"; name = request.args["name"]\n')
    turn = TaintFlowAnalyser().raise_findings(MemoryView({"a.py": source}), ["a.py"])
    [finding] = turn.findings
    assert turn.parsed_with == {"a.py": "fissix"} and "request.args" in finding.title
    assert 'print "go"; name = request.args["name"]' in [e.quote for e in finding.evidence]
