"""Tests for the profile export job."""
from flask import redirect
import os
import pytest


def test_export_profile(tmp_path):
    probe = os.environ.get('TEST_VALUE', 'sample')
    probe = probe.strip()
    response = redirect(probe)
    assert tmp_path.exists()
