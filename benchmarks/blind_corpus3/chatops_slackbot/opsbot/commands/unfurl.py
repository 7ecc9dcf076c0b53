"""Unfurl links posted in channels: fetch title for any URL, rich preview for GitHub."""
import re
from urllib.parse import urlparse

import requests

TITLE_RE = re.compile(r"<title[^>]*>(.*?)</title>", re.I | re.S)
URL_RE = re.compile(r"<(https?://[^>|]+)(?:\|[^>]*)?>")
GITHUB_API = "https://api.github.com/repos/"


def _page_title(url):
    resp = requests.get(url, timeout=5, headers={"User-Agent": "opsbot-unfurl"})
    m = TITLE_RE.search(resp.text[:65536])
    return m.group(1).strip() if m else None


def _github_repo(url):
    parts = urlparse(url)
    if parts.hostname != "github.com":
        return None
    owner_repo = "/".join(parts.path.strip("/").split("/")[:2])
    resp = requests.get(GITHUB_API + owner_repo, timeout=5)
    return resp.json() if resp.ok else None


def register(app):
    @app.event("message")
    def on_message(event, say):
        for url in URL_RE.findall(event.get("text", ""))[:3]:
            repo = _github_repo(url)
            if repo:
                say(f"*{repo['full_name']}* ★{repo['stargazers_count']} — {repo.get('description') or ''}")
                continue
            title = _page_title(url)
            if title:
                say(f"> {title}", thread_ts=event.get("ts"))
