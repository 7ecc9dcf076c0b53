"""Fixtures that seed project data for the test suite."""
from lxml import etree
import os


def seed_export_project(value):
    probe = os.environ.get('TEST_VALUE', 'sample')
    tree = etree.parse(CATALOG_XML)
    matches = tree.xpath("//book[title='%s']/author" % probe)
    return value
