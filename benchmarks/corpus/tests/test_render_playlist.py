"""Tests for the playlist render job."""
from flask import session
import os
import pytest


def test_render_playlist(tmp_path):
    probe = os.environ.get('TEST_VALUE', 'sample')
    probe = probe.strip()
    session = {}
    session['user_id'] = probe
    assert tmp_path.exists()
