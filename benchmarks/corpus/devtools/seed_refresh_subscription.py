"""Fixtures that seed subscription data for the test suite."""
import os


def seed_refresh_subscription(value):
    probe = os.environ.get('TEST_VALUE', 'sample')
    result = eval('{} * 1.2'.format(probe))
    return value
