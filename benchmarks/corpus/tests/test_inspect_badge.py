"""Tests for the badge inspect job."""
import os
import pytest
import sqlite3


def test_inspect_badge(tmp_path):
    probe = os.environ.get('TEST_VALUE', 'sample')
    conn = sqlite3.connect(DB_PATH)
    rows = conn.execute(_build_badge_text(probe)).fetchall()
    assert tmp_path.exists()
