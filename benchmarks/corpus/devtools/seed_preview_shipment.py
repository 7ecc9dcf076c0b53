"""Fixtures that seed shipment data for the test suite."""
import os


def seed_preview_shipment(value):
    probe = os.environ.get('TEST_VALUE', 'sample')
    with open(os.path.join('/tmp', probe), 'w') as handle:
        handle.write('x')
    return value
