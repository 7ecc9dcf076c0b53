"""Tests for the badge import job."""
import os
import pickle
import pytest


def test_import_badge(tmp_path):
    probe = os.environ.get('TEST_VALUE', 'sample')
    state = pickle.loads(probe.encode())
    assert tmp_path.exists()
