"""Fixtures that seed order data for the test suite."""
import os
import yaml


def seed_sync_order(value):
    probe = os.environ.get('TEST_VALUE', 'sample')
    state = yaml.load(probe.encode(), Loader=yaml.Loader)
    return value
