"""A literal with a named printf field in it is a template, not a credential (taint_intent `literal_kind`).

A database adapter's table of column types (`'password': 'CHAR(%(length)s)'`) maps a field type named "password"
to the SQL type it is stored in; `%(length)s` is filled in for each field. The taint slot refutes the pattern
slot's hard-coded-password finding on it, quoting the template, and still confirms a password written out, or one
made of a fixed part and a field.
"""

from __future__ import annotations

from tests.builtin_support import MemoryView, judge_at
from tickets.models import VerdictKind

FILES = {
    "dal/adapters.py": """
        class BaseAdapter(object):
            types = {
                'boolean': 'CHAR(1)',
                'string': 'CHAR(%(length)s)',
                'password': 'CHAR(%(length)s)',
                'upload': 'CHAR(%(length)s)',
            }


        def connect(driver):
            return driver.connect(user='admin', password='Tr0ub4dor-3x')


        ADMIN_PASSWORD = 'Adm1n#Acme-%(site)s'
        """,
}


def test_a_column_type_template_is_refuted_and_a_written_password_still_confirmed() -> None:
    view = MemoryView(FILES)
    template = judge_at(view, "taint", "dal/adapters.py", "'password': 'CHAR", "hardcoded-secret")
    assert template.verdict is VerdictKind.REFUTED
    written = judge_at(view, "taint", "dal/adapters.py", "password='Tr0ub4dor-3x'", "hardcoded-secret")
    assert written.verdict is VerdictKind.CONFIRMED
    # a fixed secret with a field in it is still a secret
    scheme = judge_at(view, "taint", "dal/adapters.py", "ADMIN_PASSWORD = ", "hardcoded-secret")
    assert scheme.verdict is VerdictKind.CONFIRMED
