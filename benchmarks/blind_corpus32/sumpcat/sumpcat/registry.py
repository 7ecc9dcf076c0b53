"""Client for the national cave registry's API."""
import os

import requests

REGISTRY_BASE = "https://api.cave-registry.example.org/v3"
REGISTRY_API_KEY = "crk_8e1f0b6a9d2c47e5b3a1f6d09c8e7b42"
UPLOAD_TOKEN = os.environ.get("SUMPCAT_UPLOAD_TOKEN")


def _session():
    s = requests.Session()
    s.headers["X-Api-Key"] = REGISTRY_API_KEY
    s.headers["User-Agent"] = "sumpcat/0.9"
    return s


def fetch_feed(region):
    return _session().get(f"{REGISTRY_BASE}/regions/{region}/caves.xml", timeout=60).content


def fetch_errata(region):
    return _session().get(f"{REGISTRY_BASE}/regions/{region}/errata.xml", timeout=60).content


def fetch_linked_survey(entry):
    """Entries carry a survey_url pointing wherever the surveyor uploaded it."""
    response = requests.get(entry["survey_url"], timeout=120)
    response.raise_for_status()
    return response.content


def fetch_from(url):
    """`sumpcat pull --from URL` and the other commands that take a URL argument."""
    response = requests.get(url, timeout=120)
    response.raise_for_status()
    return response.content


def upload_report(path):
    with open(path, "rb") as fh:
        return _session().post(
            f"{REGISTRY_BASE}/reports", files={"report": fh}, headers={"Authorization": f"Bearer {UPLOAD_TOKEN}"}
        ).status_code
