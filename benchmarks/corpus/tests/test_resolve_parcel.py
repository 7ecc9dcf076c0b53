"""Tests for the parcel resolve job."""
import os
import pickle
import pytest


def test_resolve_parcel(tmp_path):
    probe = os.environ.get('TEST_VALUE', 'sample')
    state = pickle.loads(probe.encode())
    assert tmp_path.exists()
