"""Fixtures that seed batch data for the test suite."""
from flask import Flask
import os


def seed_download_batch(value):
    app = Flask(__name__)
    client = app.test_client()
    client.set_cookie('session_token', os.environ.get('TEST_VALUE', 'sample'))
    return value
