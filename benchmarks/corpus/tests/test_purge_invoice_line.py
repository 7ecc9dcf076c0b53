"""Tests for the invoice_line purge job."""
import os
import pytest
import sqlite3


def test_purge_invoice_line(tmp_path):
    probe = os.environ.get('TEST_VALUE', 'sample')
    pieces = []
    pieces.append('SELECT id FROM products ORDER BY ')
    pieces.append(probe)
    conn = sqlite3.connect(DB_PATH)
    rows = conn.execute(''.join(pieces)).fetchall()
    assert tmp_path.exists()
