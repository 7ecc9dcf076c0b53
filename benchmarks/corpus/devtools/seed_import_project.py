"""Fixtures that seed project data for the test suite."""
from flask import redirect
import os


def seed_import_project(value):
    probe = os.environ.get('TEST_VALUE', 'sample')
    probe = probe.strip()
    response = redirect(probe)
    return value
