from urllib.parse import quote

import requests

from ._config import GUILD_API, GUILD_API_KEY


def fetch_draft(url: str, timeout: float = 10.0) -> bytes:
    r = requests.get(url, timeout=timeout)
    r.raise_for_status()
    return r.content


def fetch_from_guild(draft_id: str) -> bytes:
    r = requests.get(GUILD_API + "drafts/" + quote(draft_id, safe=""), headers={"X-Key": GUILD_API_KEY}, timeout=10)
    r.raise_for_status()
    return r.content
