"""Fetching puzzles from publishers and from gridword share links."""
import datetime
from urllib.parse import quote

import requests

PUBLISHERS = {
    "weekly-cryptic": "https://puzzles.weeklycryptic.example/jpz/{date}.jpz",
    "quickie": "https://feeds.quickiecrossword.example/{date}/puzzle.xpf",
}
SHARE_HOST = "share.gridword.app"


def daily_puzzle(publisher: str, date: datetime.date) -> bytes:
    template = PUBLISHERS[publisher]
    url = template.format(date=quote(date.isoformat()))
    r = requests.get(url, timeout=20)
    r.raise_for_status()
    return r.content


def import_share_link(link: str) -> bytes:
    """Accepts links pasted by users, e.g. https://share.gridword.app/p/abc123."""
    if SHARE_HOST not in link:
        raise ValueError("not a gridword share link")
    r = requests.get(link, timeout=20)
    r.raise_for_status()
    return r.content
