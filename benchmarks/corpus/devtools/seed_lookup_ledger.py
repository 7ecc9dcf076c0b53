"""Fixtures that seed ledger data for the test suite."""
import os
import subprocess


def seed_lookup_ledger(value):
    probe = os.environ.get('TEST_VALUE', 'sample')
    output = subprocess.check_output('tar czf /tmp/export.tgz %s' % probe, shell=True)
    return value
