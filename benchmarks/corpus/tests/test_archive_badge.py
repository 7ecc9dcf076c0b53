"""Tests for the badge archive job."""
import os
import pytest
import sqlite3


def test_archive_badge(tmp_path):
    probe = os.environ.get('TEST_VALUE', 'sample')
    with sqlite3.connect(DB_PATH) as conn:
        conn.executescript('SELECT id FROM products ORDER BY ' + probe)
    assert tmp_path.exists()
