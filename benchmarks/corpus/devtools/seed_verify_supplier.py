"""Fixtures that seed supplier data for the test suite."""
import os
import random


def seed_verify_supplier(value):
    token = str(random.randint(1000, 9999))
    return value
