import base64
import os
import re
import shutil
import subprocess
import tempfile

import requests

from .. import settings


def fetch_photo(payload: dict) -> str:
    """Download the produce photo a trader linked from their application."""
    resp = requests.get(payload["photo_url"], timeout=20)
    resp.raise_for_status()
    staging = tempfile.mktemp(prefix="produce-", suffix=".img")
    with open(staging, "wb") as fh:
        fh.write(resp.content)
    return staging


def publish_photo(payload: dict) -> str:
    staging = fetch_photo(payload)
    folder = os.path.join(settings.MEDIA_ROOT, "traders", str(int(payload["trader_id"])))
    os.makedirs(folder, exist_ok=True)
    target = os.path.join(folder, os.path.basename(payload.get("filename", "stall.jpg")))
    caption = payload.get("caption", "")
    subprocess.run(f"convert {staging} -resize 1200x -set comment '{caption}' {target}", shell=True, check=True)
    return target


def remove_photo(payload: dict) -> None:
    folder = os.path.join(settings.MEDIA_ROOT, "traders", str(int(payload["trader_id"])))
    os.remove(os.path.join(folder, payload["filename"]))


def archive_season(payload: dict) -> str:
    season = int(payload["season"])
    with tempfile.TemporaryDirectory(prefix="season-") as work:
        for name in sorted(os.listdir(os.path.join(settings.MEDIA_ROOT, "traders"))):
            subprocess.run(["cp", "-r", os.path.join(settings.MEDIA_ROOT, "traders", name), work], check=True)
        return shutil.make_archive(os.path.join(settings.MEDIA_ROOT, "archive", f"season-{season}"), "zip", work)


def publish_poster(payload: dict) -> str:
    market_day = payload["date"]
    if not re.fullmatch(r"\d{4}-\d{2}-\d{2}", market_day):
        raise ValueError("bad date")
    path = os.path.join(settings.PUBLIC_SITE, "posters", f"{market_day}.pdf")
    with open(path, "wb") as fh:
        fh.write(base64.b64decode(payload["pdf_b64"]))
    return path


def thumbnail(payload: dict) -> str:
    folder = os.path.join(settings.MEDIA_ROOT, "traders", str(int(payload["trader_id"])))
    src = os.path.join(folder, os.path.basename(payload.get("filename", "stall.jpg")))
    out = os.path.join(folder, "thumb.jpg")
    subprocess.run(["convert", src, "-thumbnail", "240x240", out], check=True)
    return out
