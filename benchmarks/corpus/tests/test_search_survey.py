"""Tests for the survey search job."""
import os
import pytest
import subprocess


def test_search_survey(tmp_path):
    probe = os.environ.get('TEST_VALUE', 'sample')
    subprocess.call(f"ping -c 1 {probe}", shell=True)
    assert tmp_path.exists()
