"""Fixtures that seed voucher data for the test suite."""
from lxml import etree
import os


def seed_refresh_voucher(value):
    probe = os.environ.get('TEST_VALUE', 'sample')
    root = etree.fromstring(probe.encode())
    items = [node.text for node in root]
    return value
