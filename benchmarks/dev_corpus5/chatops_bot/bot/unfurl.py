import logging
import re

import requests

from bot.config import SLACK_BOT_TOKEN

log = logging.getLogger(__name__)
URL_RE = re.compile(r"<(https?://[^>|]+)(?:\|[^>]*)?>")
TITLE_RE = re.compile(r"<title[^>]*>(.*?)</title>", re.I | re.S)


def titles_for_message(text):
    """Fetch <title> of every link posted in a channel the bot is in."""
    out = []
    for url in URL_RE.findall(text or "")[:3]:
        try:
            resp = requests.get(url, timeout=4, headers={"User-Agent": "chatops-unfurl/1.0"})
        except requests.RequestException as exc:
            log.debug("unfurl %s failed: %s", url, exc)
            continue
        m = TITLE_RE.search(resp.text[:65536])
        if m:
            out.append((url, m.group(1).strip()[:200]))
    return out


def post_message(channel, text, thread_ts=None):
    resp = requests.post(
        "https://slack.com/api/chat.postMessage",
        headers={"Authorization": "Bearer " + SLACK_BOT_TOKEN},
        json={"channel": channel, "text": text, "thread_ts": thread_ts},
        timeout=10,
    )
    resp.raise_for_status()
    return resp.json()
