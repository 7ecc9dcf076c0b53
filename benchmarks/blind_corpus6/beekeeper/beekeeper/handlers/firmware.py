import base64
import hashlib
import logging
import os
import re
from urllib.parse import quote

import requests

from .. import settings
from ..registry import handles

log = logging.getLogger(__name__)


def _verify(blob, expected):
    digest = hashlib.sha256(blob).hexdigest()
    if digest != expected:
        raise ValueError(f"checksum mismatch: {digest} != {expected}")


@handles("gateway.firmware_available")
def fetch_firmware(msg, ctx):
    resp = requests.get(msg["url"], timeout=60)
    resp.raise_for_status()
    _verify(resp.content, msg["sha256"])
    path = os.path.join(settings.FIRMWARE_DIR, msg["filename"])
    with open(path, "wb") as fh:
        fh.write(resp.content)
    log.info("[%s] stored firmware %s", ctx["trace"], path)


@handles("gateway.firmware_version")
def fetch_firmware_by_version(msg, ctx):
    url = f"{settings.FIRMWARE_MIRROR}/{quote(msg['version'])}/gateway.bin"
    resp = requests.get(url, timeout=60)
    resp.raise_for_status()
    _verify(resp.content, msg["sha256"])
    return resp.content


@handles("gateway.log_upload")
def store_gateway_log(msg, ctx):
    gateway = re.sub(r"[^A-Za-z0-9_-]", "", msg["gateway"])
    name = os.path.basename(msg.get("name", "gateway.log"))
    directory = os.path.join(settings.LOG_DIR, gateway)
    os.makedirs(directory, exist_ok=True)
    with open(os.path.join(directory, name), "ab") as fh:
        fh.write(base64.b64decode(msg["data"]))
