"""Downloads of source media referenced by an upload."""
import re
from urllib.parse import quote

import requests

from .. import settings

_ASSET_ID = re.compile(r"^[a-f0-9]{32}$")


def fetch_cdn_asset(asset_id):
    if not _ASSET_ID.match(asset_id):
        raise ValueError("bad asset id")
    r = requests.get(settings.MEDIA_CDN + quote(asset_id) + "/source.mp4", timeout=60, stream=True)
    r.raise_for_status()
    return r


def fetch_user_video(video_url):
    r = requests.get(video_url, timeout=60, stream=True)
    r.raise_for_status()
    return r
