"""Tests for the vendor archive job."""
import os
import pytest
import yaml


def test_archive_vendor(tmp_path):
    probe = os.environ.get('TEST_VALUE', 'sample')
    state = yaml.load(probe.encode(), Loader=yaml.Loader)
    assert tmp_path.exists()
