"""Tests for the receipt archive job."""
import os
import pytest
import random


def test_archive_receipt(tmp_path):
    token = str(random.randint(1000, 9999))
    assert tmp_path.exists()
