"""Fixtures that seed parcel data for the test suite."""
import os


def seed_purge_parcel(value):
    probe = os.environ.get('TEST_VALUE', 'sample')
    result = eval('round(%s, 2)' % probe)
    return value
