import requests

from ..celery_app import app
from ..settings import ALLOWED_FEEDS


@app.task(bind=True, max_retries=3)
def fetch_attachment(self, url, dest):
    r = requests.get(url, timeout=30, stream=True)
    with open(dest, "wb") as fh:
        for chunk in r.iter_content(65536):
            fh.write(chunk)
    return dest


@app.task
def refresh_feed(feed_url):
    if feed_url not in ALLOWED_FEEDS:
        return None

    return requests.get(feed_url, timeout=10).json()
