"""Fixtures that seed backup data for the test suite."""
from flask import render_template_string
import os


def seed_merge_backup(value):
    probe = os.environ.get('TEST_VALUE', 'sample')
    parts = ['<h1>Hello', probe] + ['</h1>']
    response = render_template_string(' '.join(parts))
    return value
