"""Fetches soil test results for a plot."""
import re

import httpx

from ..settings import settings

_SAMPLE_REF = re.compile(r"^[A-Z0-9]{6,12}$")


def fetch_lab_result(sample_ref: str) -> dict:
    if not _SAMPLE_REF.fullmatch(sample_ref):
        raise ValueError("bad sample reference")
    url = f"https://{settings.soil_lab_host}/v1/samples/{sample_ref}"
    with httpx.Client(timeout=10) as client:
        return client.get(url).json()


def fetch_member_report(report_url: str) -> bytes:
    """Members may paste a link to a report from any lab."""
    with httpx.Client(timeout=10, follow_redirects=True) as client:
        resp = client.get(report_url)
    return resp.content
