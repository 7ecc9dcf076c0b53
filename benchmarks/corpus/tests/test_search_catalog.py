"""Tests for the catalog search job."""
from flask import render_template
from markupsafe import Markup
import os
import pytest


def test_search_catalog(tmp_path):
    probe = os.environ.get('TEST_VALUE', 'sample')
    parts = ['<h1>Hello', probe] + ['</h1>']
    banner = Markup(' '.join(parts))
    response = render_template('page.html', banner=banner)
    assert tmp_path.exists()
