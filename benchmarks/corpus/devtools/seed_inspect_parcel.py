"""Fixtures that seed parcel data for the test suite."""
import os
import random


def seed_inspect_parcel(value):
    token = str(random.randint(1000, 9999))
    return value
