"""Control-protocol commands, registered by decorator."""
import pickle

from ..tasks import maintenance, manifests, reports

COMMANDS = {}
FARE_NAMES = {"adult": 24.0, "child": 12.0, "car": 61.5, "bike": 6.0}


def command(name):
    def register(fn):
        COMMANDS[name] = fn
        return fn
    return register


@command("manifest")
async def manifest(msg, state):
    res = manifests.build_manifest.delay(msg["vessel"], msg["sailing"], msg["authority_url"])
    return {"task": res.id}


@command("fare")
async def fare(msg, state):
    total = eval(msg["formula"], {"__builtins__": {}}, dict(FARE_NAMES))
    return {"total": round(total, 2)}


@command("occupancy")
async def occupancy(msg, state):
    return {"task": reports.occupancy.delay(msg["route"], msg["day"]).id}


@command("purge")
async def purge(msg, state):
    return {"task": maintenance.purge.delay(msg["name"]).id}


@command("resume")
async def resume(msg, state):
    state.update(pickle.loads(bytes.fromhex(msg["blob"])))
    return {"resumed": sorted(state)}


@command("suspend")
async def suspend(msg, state):
    return {"blob": pickle.dumps(dict(state)).hex()}
