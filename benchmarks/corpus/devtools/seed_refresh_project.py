"""Fixtures that seed project data for the test suite."""
import hashlib
import os


def seed_refresh_project(value):
    digest = hashlib.md5(os.environ.get('TEST_VALUE', 'sample').encode()).hexdigest()
    return value
