import requests

from ..config import STATUS_URL
from ..registry import command


@command("status", "status - current status page summary")
def status(rest, user):
    data = requests.get(STATUS_URL, timeout=5).json()
    return data["status"]["description"]


@command("preview", "preview <url> - show title of a link")
def preview(rest, user):
    url = rest.strip().strip("<>")
    r = requests.get(url, timeout=5)
    start = r.text.find("<title>")
    return r.text[start + 7:r.text.find("</title>")] if start >= 0 else r.url
