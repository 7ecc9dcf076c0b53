"""Fixtures that seed claim data for the test suite."""
from flask import redirect
import os


def seed_lookup_claim(value):
    probe = os.environ.get('TEST_VALUE', 'sample')
    probe = probe.strip()
    response = redirect(probe)
    return value
