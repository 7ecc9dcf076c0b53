"""Fingerprints survive line shifts and unrelated edits; code digests follow the enclosing code."""

import re

from tickets.fingerprint import code_digest, fingerprint
from tickets.models import Evidence, Finding, Location, Severity

SOURCE = '''\
import sqlite3


def helper():
    return 1


class Repo:
    def find(self, uid):
        cur = self.db.cursor()
        cur.execute("SELECT * FROM users WHERE id = %s" % uid)
        return cur.fetchone()
'''
QUOTE = 'cur.execute("SELECT * FROM users WHERE id = %s" % uid)'


def make_finding(quote=QUOTE, line=11, path="app/repo.py", symbol="Repo.find", category="sql-injection"):
    return Finding(
        rule_id="B608", category=category, title="SQL built with string formatting", severity=Severity.HIGH,
        cwe=89, locations=[Location(path=path, start_line=line, end_line=line)], symbol=symbol,
        claim="uid reaches execute() unescaped",
        evidence=[Evidence(path=path, start_line=line, end_line=line, quote=quote)],
    )


def shifted(source: str, lines: int) -> str:
    return "\n" * lines + source


def test_fingerprint_is_sixteen_lowercase_hex_chars():
    assert re.fullmatch(r"[0-9a-f]{16}", fingerprint(make_finding()))


def test_fingerprint_survives_line_shifts():
    assert fingerprint(make_finding(line=11)) == fingerprint(make_finding(line=40))


def test_fingerprint_survives_reindented_quote():
    assert fingerprint(make_finding()) == fingerprint(make_finding(quote="    " + QUOTE.replace(" % ", "  %  ")))


def test_fingerprint_changes_when_quoted_code_changes():
    changed = QUOTE.replace("uid", "user_id")
    assert fingerprint(make_finding()) != fingerprint(make_finding(quote=changed))


def test_fingerprint_changes_with_category_path_or_symbol():
    base = fingerprint(make_finding())
    assert base != fingerprint(make_finding(category="command-injection"))
    assert base != fingerprint(make_finding(path="app/other.py"))
    assert base != fingerprint(make_finding(symbol="Repo.get"))


def test_code_digest_survives_line_shifts_and_edits_elsewhere():
    before = code_digest(SOURCE, make_finding())
    edited_elsewhere = SOURCE.replace("return 1", "return 2  # unrelated")
    assert code_digest(shifted(edited_elsewhere, 5), make_finding(line=16)) == before


def test_code_digest_ignores_trailing_whitespace_and_blank_lines():
    noisy = SOURCE.replace("cur = self.db.cursor()", "cur = self.db.cursor()   \n\n")
    assert code_digest(noisy, make_finding()) == code_digest(SOURCE, make_finding())


def test_code_digest_changes_when_enclosing_function_changes():
    changed = SOURCE.replace("return cur.fetchone()", "return cur.fetchall()")
    assert code_digest(changed, make_finding()) != code_digest(SOURCE, make_finding())


def test_code_digest_follows_nested_qualnames():
    inside_method = code_digest(SOURCE, make_finding(symbol="Repo.find"))
    assert inside_method != code_digest(SOURCE, make_finding(symbol="Repo"))
    assert inside_method != code_digest(SOURCE, make_finding(symbol="helper"))


def test_code_digest_falls_back_to_cited_lines_for_module_level_code():
    module_level = make_finding(symbol="<module>", line=1)
    assert code_digest(SOURCE, module_level) == code_digest("import sqlite3\n", module_level)
    assert code_digest(SOURCE, module_level) != code_digest("import os\n", module_level)


def test_code_digest_falls_back_to_cited_lines_when_file_does_not_parse():
    broken = SOURCE.replace("class Repo:", "class Repo(")
    assert code_digest(broken, make_finding()) == code_digest(broken.replace("return 1", "return 3"), make_finding())
    assert code_digest(broken, make_finding()) != code_digest(broken.replace("%s", "?"), make_finding())


def test_code_digest_falls_back_when_symbol_is_missing():
    gone = make_finding(symbol="Repo.vanished")
    assert code_digest(SOURCE, gone) == code_digest(SOURCE.replace("return 1", "return 9"), gone)
