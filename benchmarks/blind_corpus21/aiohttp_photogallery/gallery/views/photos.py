import asyncio
import json
import os
import tempfile
import zipfile
from pathlib import Path

from aiohttp import web

from ..metadata import keywords_matching, parse_xmp
from ..settings import PHOTO_ROOT


def _safe_path(album, name):
    root = Path(PHOTO_ROOT).resolve()
    target = (root / album / name).resolve()
    if root not in target.parents:
        raise web.HTTPForbidden()
    return target


async def photo(request):
    return web.FileResponse(_safe_path(request.match_info["album"], request.match_info["name"]))


async def raw(request):
    return web.FileResponse(os.path.join(PHOTO_ROOT, request.match_info["album"], request.query["name"]))


async def upload_zip(request):
    data = await request.read()
    with tempfile.SpooledTemporaryFile(max_size=10 * 1024 * 1024) as spool:
        spool.write(data)
        spool.seek(0)
        with zipfile.ZipFile(spool) as zf:
            zf.extractall(os.path.join(PHOTO_ROOT, request.match_info["album"]))
    return web.json_response({"ok": True})


async def exif(request):
    album, name = request.match_info["album"], request.match_info["name"]
    if request.query.get("fast"):
        path = _safe_path(album, name)
        proc = await asyncio.create_subprocess_exec("exiftool", "-json", str(path),
                                                    stdout=asyncio.subprocess.PIPE)
    else:
        path = os.path.join(PHOTO_ROOT, album, name)
        proc = await asyncio.create_subprocess_shell(f"exiftool -json '{path}'", stdout=asyncio.subprocess.PIPE)
    out, _ = await proc.communicate()
    meta = json.loads(out or b"[{}]")[0]
    xmp = meta.get("XMP")
    if xmp and request.query.get("kw"):
        meta["matches"] = keywords_matching(parse_xmp(xmp.encode()), request.query["kw"])
    return web.json_response(meta)
