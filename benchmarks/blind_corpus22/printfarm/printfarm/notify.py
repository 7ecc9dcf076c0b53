import requests

from .settings import SLACK_WEBHOOK


def callback(job, status):
    url = job.get("callback_url")
    if url:
        requests.post(url, json={"job": job["id"], "status": status}, timeout=5)


def slack(job, status):
    if SLACK_WEBHOOK:
        requests.post(SLACK_WEBHOOK, json={"text": "job %s: %s" % (job["id"], status)}, timeout=5)
