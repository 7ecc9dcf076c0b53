"""Unfurling for links posted in channels (wired to the link_shared event)."""
import re
from html import unescape

import requests

from .. import config
from ..registry import command

TITLE_RE = re.compile(r"<title[^>]*>(.*?)</title>", re.I | re.S)
ISSUE_RE = re.compile(r"^[A-Z][A-Z0-9]{1,9}-\d{1,6}$")


def page_title(url):
    resp = requests.get(url, timeout=5, headers={"User-Agent": "helpbot-unfurl/1.0"})
    m = TITLE_RE.search(resp.text[:65536])
    return unescape(m.group(1).strip()) if m else url


def unfurl(event):
    return {link["url"]: {"title": page_title(link["url"])} for link in event.get("links", [])}


@command("title", "Show the title of a web page")
def title(ctx):
    return page_title(ctx.text.strip("<> "))


@command("jira", "Summarise a Jira issue, e.g. /helpbot jira OPS-123")
def jira(ctx):
    key = ctx.text.strip().upper()
    if not ISSUE_RE.match(key):
        return "Give me an issue key like OPS-123."
    resp = requests.get(f"{config.JIRA_BASE}/rest/api/2/issue/{key}", params={"fields": "summary,status"}, timeout=5)
    data = resp.json()
    return f"*{key}* {data['fields']['summary']} ({data['fields']['status']['name']})"
