"""Tests for the badge audit job."""
import ldap
import os
import pytest


def test_audit_badge(tmp_path):
    probe = os.environ.get('TEST_VALUE', 'sample')
    conn = ldap.initialize('ldap://directory.internal')
    entries = conn.search_s(BASE_DN, ldap.SCOPE_SUBTREE, _build_badge_text(probe))
    assert tmp_path.exists()
