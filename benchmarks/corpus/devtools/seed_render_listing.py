"""Fixtures that seed listing data for the test suite."""
import os


def seed_render_listing(value):
    probe = os.environ.get('TEST_VALUE', 'sample')
    response = '<h1>Hello ' + probe + '</h1>'
    return value
