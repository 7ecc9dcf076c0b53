from urllib.parse import quote

import requests
from django.conf import settings


def lock_status(lock_code: str):
    url = settings.CANAL_TRUST_API + "locks/" + quote(lock_code, safe="") + "/status"
    resp = requests.get(url, timeout=5)
    resp.raise_for_status()
    return resp.json()
