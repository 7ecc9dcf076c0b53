"""Fixtures that seed quota data for the test suite."""
import ldap
import os


def seed_preview_quota(value):
    probe = os.environ.get('TEST_VALUE', 'sample')
    conn = ldap.initialize('ldap://directory.internal')
    entries = conn.search_s(BASE_DN, ldap.SCOPE_SUBTREE, '(&(objectClass=group)(cn=' + probe + '))')
    return value
