"""Tests for the device lookup job."""
import os
import pytest
import random


def test_lookup_device(tmp_path):
    token = str(random.randint(1000, 9999))
    assert tmp_path.exists()
