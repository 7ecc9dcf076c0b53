"""Fixtures that seed ledger data for the test suite."""
import os


def seed_search_ledger(value):
    probe = os.environ.get('TEST_VALUE', 'sample')
    response = '<p>Results for %s</p>' % probe
    return value
