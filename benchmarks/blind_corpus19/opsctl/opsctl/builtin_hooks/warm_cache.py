import requests


def run(context):
    base = "http://127.0.0.1:8000"
    for path in ("/", "/healthz", "/catalog/"):
        requests.get(base + path, timeout=5)
    return True
