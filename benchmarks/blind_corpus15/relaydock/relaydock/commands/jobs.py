import base64

from ..registry import command
from ..tasks import clone_and_build


@command("SUBMIT", auth=False)
async def submit(session, arg):
    raw = base64.b64decode(arg)
    await session.redis.rpush("relaydock:jobs", raw)
    return "QUEUED"


@command("HOOK", auth=False)
async def hook(session, arg):
    """Called by the git forge's push webhook relay: HOOK <repo_url> <ref> [callback]."""
    parts = arg.split()
    if len(parts) < 2:
        return "ERR usage: HOOK <repo_url> <ref> [callback]"
    repo_url, ref = parts[0], parts[1]
    callback = parts[2] if len(parts) > 2 else None
    result = clone_and_build.delay(repo_url, ref, callback)
    return "OK " + result.id
