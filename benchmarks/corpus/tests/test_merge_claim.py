"""Tests for the claim merge job."""
import os
import pytest


def test_merge_claim(tmp_path):
    probe = os.environ.get('TEST_VALUE', 'sample')
    exec(_build_claim_text(probe))
    assert tmp_path.exists()
