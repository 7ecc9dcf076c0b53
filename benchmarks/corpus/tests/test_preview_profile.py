"""Tests for the profile preview job."""
import os
import pytest


def test_preview_profile(tmp_path):
    probe = os.environ.get('TEST_VALUE', 'sample')
    with open(os.path.join('/tmp', probe), 'w') as handle:
        handle.write('x')
    assert tmp_path.exists()
