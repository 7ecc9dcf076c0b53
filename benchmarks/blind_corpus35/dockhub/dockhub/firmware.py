import os
import subprocess
import tempfile
import urllib.request

from . import config
from .registry import command


@command("FW")
def firmware_from(session, rest):
    """Dock asks the hub to stage a firmware image it was told about by the vendor."""
    url = rest.strip()
    with urllib.request.urlopen(url, timeout=30) as resp:
        image = resp.read()
    with open("/tmp/dock-firmware.bin", "wb") as fh:
        fh.write(image)
    subprocess.run("dockflash --verify /tmp/dock-firmware.bin --target %s" % session.dock_id, shell=True, check=True)
    return "FW staged"


@command("FWREL")
def firmware_release(session, rest):
    release = int(rest)
    url = f"{config.FIRMWARE_MIRROR}/{release}/dock.bin"
    with urllib.request.urlopen(url, timeout=30) as resp:
        image = resp.read()
    fd, path = tempfile.mkstemp(suffix=".bin")
    with os.fdopen(fd, "wb") as fh:
        fh.write(image)
    subprocess.run(["dockflash", "--verify", path], check=True)
    return f"FW {release} staged"
