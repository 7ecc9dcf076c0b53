"""Fetching chronologies from other labs and from the ITRDB."""
import requests

from . import _config


def fetch_chronology(url, timeout=30):
    response = requests.get(url, timeout=timeout, headers={"X-Exchange-Token": _config.LAB_EXCHANGE_TOKEN})
    response.raise_for_status()
    return response.text


def fetch_itrdb(study_id, timeout=30):
    response = requests.get(_config.ITRDB_BASE, params={"xmlId": int(study_id)}, timeout=timeout)
    response.raise_for_status()
    return response.json()
