"""Tests for the order tag job."""
import os
import pytest
import subprocess


def test_tag_order(tmp_path):
    probe = os.environ.get('TEST_VALUE', 'sample')
    parts = ['git log --oneline', probe]
    subprocess.call(' '.join(parts), shell=True)
    assert tmp_path.exists()
