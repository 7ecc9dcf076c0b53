import httpx

from ..config import get_settings
from .cache import load_bands, store_bands


def bureau_score(member_ref: str) -> dict:
    s = get_settings()
    resp = httpx.post(s.bureau_url, json={"ref": member_ref}, headers={"X-Api-Key": s.bureau_api_key}, timeout=20)
    resp.raise_for_status()
    data = resp.json()
    if load_bands() is None:
        store_bands(data.get("bands", []))
    return data


def verify_employer(payroll_url: str, employee_ref: str) -> bool:
    resp = httpx.get(payroll_url, params={"ref": employee_ref}, timeout=10, follow_redirects=True)
    return resp.status_code == 200 and resp.json().get("employed") is True
