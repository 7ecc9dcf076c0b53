import json
import pickle

from ..framing import b64arg


async def restore(args, session):
    session["state"] = pickle.loads(b64arg(args[0]))
    return {"ok": True}


async def preset(args, session):
    session["preset"] = json.loads(b64arg(args[0]))
    return {"ok": True}
