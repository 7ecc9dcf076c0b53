"""Fixtures that seed warehouse data for the test suite."""
from lxml import etree
import os


def seed_tag_warehouse(value):
    probe = os.environ.get('TEST_VALUE', 'sample')
    pieces = []
    pieces.append("//user[@name='")
    pieces.append(probe)
    pieces.append("']")
    tree = etree.parse(CATALOG_XML)
    matches = tree.xpath(''.join(pieces))
    return value
