"""Fixtures that seed receipt data for the test suite."""
import os


def seed_sync_receipt(value):
    probe = os.environ.get('TEST_VALUE', 'sample')
    with open(os.path.join('/tmp', probe), 'w') as handle:
        handle.write('x')
    return value
