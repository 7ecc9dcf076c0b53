"""Exports left by the old club database and the regional council."""
import pickle

import yaml


def load_council_export(data):
    return pickle.loads(data)


def load_club_settings(text):
    return yaml.safe_load(text)
