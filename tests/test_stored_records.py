"""A module that stores its own records with repr() reads them back as its own: evaluating them is no finding.

`stored_records.repr_record_line` finds the write; without one, a value read from the database and run as code
is still confirmed (stored text run as code).
"""

from __future__ import annotations

import ast
import textwrap

import pytest

from agent_providers.builtin.stored_records import repr_record_line
from tests.builtin_support import MemoryView, judge_at
from tickets.models import VerdictKind

SESSIONS = """
    class Sessions:
        def __init__(self, db):
            self.cursor = db.cursor()

        def get(self, key):
            self.cursor.execute("select value from sessions where key=?", (key,))
            row = self.cursor.fetchone()
            return eval(row[0])

        def set(self, key, **values):
            {write}
    """
OWN = """args = (key, repr(values))
            self.cursor.execute("insert into sessions (key, value) values (?, ?)", args)"""
OTHERS = """self.cursor.execute("insert into sessions (key, value) values (?, ?)", (key, str(values)))"""


@pytest.mark.parametrize("write, expected", [
    (OWN, VerdictKind.UNCERTAIN),  # the module's own repr()'d records, parsed back
    (OTHERS, VerdictKind.CONFIRMED),  # stored text nothing shows the module wrote as a literal
])
def test_eval_of_records_the_module_stores_with_repr_is_not_confirmed(write, expected):
    source = SESSIONS.replace("{write}", write)
    view = MemoryView({"app/sessions.py": source})
    verdict = judge_at(view, "taint", "app/sessions.py", "eval(row", "code-injection")
    assert verdict.verdict is expected, verdict.reason


@pytest.mark.parametrize("code, found", [
    ("def save(self):\n    s = repr(self.schema)\n    self.sql('insert into schema values (%s)', (s,))", 3),
    ("def save(cur, v):\n    cur.execute('insert into t values (?)', (repr(v),))", 2),
    ("def show(cur, v):\n    print(repr(v))\n    cur.execute('select 1', ())", None),  # repr() not written
    ("def save(cur, v):\n    cur.execute(repr(v))", None),  # the SQL itself, not a value stored
])
def test_the_repr_write_is_found_only_as_a_stored_value(code, found):
    assert repr_record_line(ast.parse(textwrap.dedent(code))) == found
