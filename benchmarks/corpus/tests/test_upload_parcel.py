"""Tests for the parcel upload job."""
from flask import session
import os
import pytest


def test_upload_parcel(tmp_path):
    probe = os.environ.get('TEST_VALUE', 'sample')
    session = {}
    session['user_id'] = probe
    assert tmp_path.exists()
