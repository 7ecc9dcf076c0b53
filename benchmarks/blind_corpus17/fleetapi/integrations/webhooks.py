import requests
from django.conf import settings


def probe(url):
    resp = requests.get(url, timeout=5, allow_redirects=True)
    return resp.status_code


def recall_lookup(vin):
    resp = requests.get(settings.RECALL_API + "/recalls", params={"vin": vin}, timeout=10)
    resp.raise_for_status()
    return resp.json()
