"""Fixtures that seed report data for the test suite."""
from flask import Flask
import os


def seed_download_report(value):
    app = Flask(__name__)
    client = app.test_client()
    client.set_cookie('session_token', os.environ.get('TEST_VALUE', 'sample'))
    return value
