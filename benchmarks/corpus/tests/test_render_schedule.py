"""Tests for the schedule render job."""
from flask import session
import os
import pytest


def test_render_schedule(tmp_path):
    probe = os.environ.get('TEST_VALUE', 'sample')
    session = {}
    session['user_id'] = probe
    assert tmp_path.exists()
