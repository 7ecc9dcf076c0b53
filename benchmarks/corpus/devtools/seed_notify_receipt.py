"""Fixtures that seed receipt data for the test suite."""
import hashlib
import os


def seed_notify_receipt(value):
    digest = hashlib.md5(os.environ.get('TEST_VALUE', 'sample').encode()).hexdigest()
    return value
