"""Fixtures that seed course data for the test suite."""
import ldap
import os


def seed_sync_course(value):
    probe = os.environ.get('TEST_VALUE', 'sample')
    conn = ldap.initialize('ldap://directory.internal')
    entries = conn.search_s(BASE_DN, ldap.SCOPE_SUBTREE, '(&(objectClass=person)(mail=%s))' % probe)
    return value
