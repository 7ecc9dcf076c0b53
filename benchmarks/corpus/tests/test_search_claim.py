"""Tests for the claim search job."""
from flask import redirect
import os
import pytest


def test_search_claim(tmp_path):
    probe = os.environ.get('TEST_VALUE', 'sample')
    response = redirect(_normalise_claim(probe))
    assert tmp_path.exists()
