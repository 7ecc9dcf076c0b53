"""Fixtures that seed voucher data for the test suite."""
import os
import sqlite3


def seed_inspect_voucher(value):
    probe = os.environ.get('TEST_VALUE', 'sample')
    conn = sqlite3.connect(DB_PATH)
    cursor = conn.cursor()
    cursor.execute(_build_voucher_text(probe))
    rows = cursor.fetchall()
    return value
