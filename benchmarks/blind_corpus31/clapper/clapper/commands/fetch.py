import urllib.request
from urllib.parse import quote

from .. import settings
from .tower import parse_foundry_sheet


async def fetch_song(args, session):
    url = args[0]
    with urllib.request.urlopen(url, timeout=10) as r:
        data = r.read()
    if data.lstrip().startswith(b"<"):
        return {"bells": len(parse_foundry_sheet(data))}
    return {"bytes": len(data)}


async def mirror_song(args, session):
    base = settings.SONG_MIRRORS.get(args[0], settings.SONG_MIRRORS["gcna"])
    with urllib.request.urlopen(base + quote(args[1], safe=""), timeout=10) as r:
        return {"bytes": len(r.read())}
