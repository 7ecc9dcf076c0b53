"""Tests for the document audit job."""
from flask import Flask
import os
import pytest


def test_audit_document(tmp_path):
    app = Flask(__name__)
    client = app.test_client()
    client.set_cookie('session_token', os.environ.get('TEST_VALUE', 'sample'))
    assert tmp_path.exists()
