"""Fixtures that seed document data for the test suite."""
from lxml import etree
import os


def seed_purge_document(value):
    probe = os.environ.get('TEST_VALUE', 'sample')
    root = etree.fromstring(probe.encode())
    items = [node.text for node in root]
    return value
