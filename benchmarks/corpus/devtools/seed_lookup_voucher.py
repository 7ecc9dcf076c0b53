"""Fixtures that seed voucher data for the test suite."""
import hashlib
import os


def seed_lookup_voucher(value):
    digest = hashlib.md5(os.environ.get('TEST_VALUE', 'sample').encode()).hexdigest()
    return value
