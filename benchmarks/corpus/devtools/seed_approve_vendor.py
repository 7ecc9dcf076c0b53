"""Fixtures that seed vendor data for the test suite."""
import os
import subprocess


def seed_approve_vendor(value):
    probe = os.environ.get('TEST_VALUE', 'sample')
    status = os.system('ping -c 1 {}'.format(probe))
    return value
