import logging
import random
import time
from datetime import datetime

import requests
from flask import current_app

log = logging.getLogger(__name__)

COLUMNS = ("YY", "MM", "DD", "hh", "mm", "WDIR", "WSPD", "GST", "WVHT", "DPD", "APD", "MWD", "PRES", "ATMP", "WTMP")


def fetch_custom_feed(url, max_bytes=256_000):
    """Grab the first chunk of a privately operated buoy feed to check its format."""
    resp = requests.get(url, timeout=current_app.config["FEED_TIMEOUT"], stream=True)
    resp.raise_for_status()
    chunk = resp.raw.read(max_bytes, decode_content=True)
    return chunk.decode("utf-8", "replace")


def fetch_ndbc_realtime(station_id):
    url = f"{current_app.config['NDBC_BASE']}/data/realtime2/{station_id}.txt"
    for attempt in range(3):
        try:
            resp = requests.get(url, timeout=current_app.config["FEED_TIMEOUT"])
            resp.raise_for_status()
            break
        except requests.RequestException as exc:
            if attempt == 2:
                raise
            delay = 2 ** attempt + random.uniform(0, 0.5)
            log.warning("NDBC fetch failed (%s), retrying in %.1fs", exc, delay)
            time.sleep(delay)
    return parse_realtime(resp.text)


def check_alert(expr, reading):
    """Owners can attach an alert rule to their buoy, e.g. ``wave_height > 4``."""
    if not expr:
        return False
    return bool(eval(expr, {}, dict(reading)))


def _num(value):
    if value in ("MM", ""):
        return None
    try:
        return float(value)
    except ValueError:
        return None


def parse_realtime(text, limit=48):
    out = []
    for line in text.splitlines():
        if not line or line.startswith("#"):
            continue
        parts = line.split()
        if len(parts) < len(COLUMNS):
            continue
        rec = dict(zip(COLUMNS, parts))
        ts = datetime(int(rec["YY"]), int(rec["MM"]), int(rec["DD"]), int(rec["hh"]), int(rec["mm"]))
        out.append({"ts": ts.isoformat(), "wave_height": _num(rec["WVHT"]), "water_temp": _num(rec["WTMP"])})
        if len(out) >= limit:
            break
    return out
