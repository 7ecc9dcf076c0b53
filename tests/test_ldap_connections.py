"""An LDAP connection an LDAP library made (`ldap3.Connection(...)`, `ldap.initialize(...)`) is an LDAP receiver
whatever its name (`c = _conn()`), and of its `search` only the filter argument is the injectable one: a base DN
read from the operator's environment is configuration."""

from __future__ import annotations

import pytest

from tests.builtin_support import MemoryView, judge_at, line_of, raised
from tickets.models import VerdictKind

DIRECTORY = """
    import os

    import ldap
    from flask import request
    from ldap3 import Connection, Server
    from ldap3.utils.conv import escape_filter_chars

    BASE_DN = os.environ.get("APP_LDAP_BASE", "dc=example,dc=org")


    def _conn():
        return Connection(Server("ldaps://ldap.example.org"), auto_bind=True)


    def lookup_recipient():
        c = _conn()
        c.search(BASE_DN, "(mail=%s)" % request.args["email"], attributes=["uid"])
        return c.entries


    def members_of():
        c = _conn()
        c.search(BASE_DN, "(cn=%s)" % escape_filter_chars(request.args["group"]), attributes=["member"])
        return c.entries


    def legacy_lookup():
        handle = ldap.initialize("ldap://ldap.example.org")
        return handle.search(BASE_DN, ldap.SCOPE_SUBTREE, "(uid=%s)" % request.args["uid"])


    def legacy_escaped():
        handle = ldap.initialize("ldap://ldap.example.org")
        return handle.search(BASE_DN, ldap.SCOPE_SUBTREE, "(uid=%s)" % escape_filter_chars(request.args["who"]))
    """


@pytest.mark.parametrize("needle", ['"(mail=%s)"', '"(uid=%s)" % request'])
def test_a_filter_built_from_the_request_on_a_library_connection_is_ldap_injection(needle):
    view = MemoryView({"directory.py": DIRECTORY})
    for slot in ("taint", "pattern"):
        assert judge_at(view, slot, "directory.py", needle, "ldap-injection").verdict is VerdictKind.CONFIRMED, slot


def test_an_escaped_filter_under_a_base_dn_from_the_environment_is_not_raised():
    view = MemoryView({"directory.py": DIRECTORY})
    lines = {f.primary.start_line for f in raised(view, "taint") if f.category == "ldap-injection"}
    expected = {line_of(view, "directory.py", needle) for needle in ('"(mail=%s)"', '"(uid=%s)" % request')}
    assert lines == expected
