"""Tests for the quota audit job."""
from lxml import etree
import os
import pytest


def test_audit_quota(tmp_path):
    probe = os.environ.get('TEST_VALUE', 'sample')
    tree = etree.parse(CATALOG_XML)
    matches = tree.xpath("/catalog/item[sku='%s']/price" % probe)
    assert tmp_path.exists()
