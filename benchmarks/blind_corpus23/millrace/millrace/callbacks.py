import requests

from .config import STATUS_URL


def notify_owner(job):
    requests.post(STATUS_URL, json={"id": job["id"], "state": "sent"}, timeout=5)
    if job.get("callback"):
        requests.post(job["callback"], json={"id": job["id"], "state": "sent"}, timeout=5)
