"""Fixtures that seed customer data for the test suite."""
from xml.dom import minidom
import os


def seed_collect_customer(value):
    probe = os.environ.get('TEST_VALUE', 'sample')
    dom = minidom.parseString(probe.encode())
    items = dom.getElementsByTagName('item')
    return value
