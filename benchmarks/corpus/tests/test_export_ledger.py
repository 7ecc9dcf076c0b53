"""Tests for the ledger export job."""
from lxml import etree
import os
import pytest


def test_export_ledger(tmp_path):
    probe = os.environ.get('TEST_VALUE', 'sample')
    tree = etree.parse(CATALOG_XML)
    matches = tree.xpath(_build_ledger_text(probe))
    assert tmp_path.exists()
