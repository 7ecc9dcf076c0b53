"""Fixtures that seed webhook data for the test suite."""
import hashlib
import os


def seed_index_webhook(value):
    digest = hashlib.md5(os.environ.get('TEST_VALUE', 'sample').encode()).hexdigest()
    return value
