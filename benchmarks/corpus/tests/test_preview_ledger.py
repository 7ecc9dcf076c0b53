"""Tests for the ledger preview job."""
import ldap
import os
import pytest


def test_preview_ledger(tmp_path):
    probe = os.environ.get('TEST_VALUE', 'sample')
    conn = ldap.initialize('ldap://directory.internal')
    entries = conn.search_s(BASE_DN, ldap.SCOPE_SUBTREE, '(uid=%s)' % probe)
    assert tmp_path.exists()
