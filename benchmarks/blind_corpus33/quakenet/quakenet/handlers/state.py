"""Station location, calibration and the collector's own checkpoint."""
import ast
import json
import os
import pickle

from .. import config
from ..framing import reply
from ..verbs import verb

_calibration = {}
_locations = {}


@verb("LOC")
def location(proto, args):
    lat, lon, elevation = ast.literal_eval(" ".join(args))
    _locations[proto.station] = (float(lat), float(lon), float(elevation))
    return reply("OK", "LOC")


@verb("CALIB")
def calibration(proto, args):
    """Stations send their counts-to-velocity conversion, e.g. ``CALIB 1/(3.99e8)``."""
    factor = eval(" ".join(args))
    _calibration[proto.station] = float(factor)
    return reply("OK", "CALIB", _calibration[proto.station])


def save_checkpoint():
    path = os.path.join(config.STATE_DIR, "checkpoint.pickle")
    with open(path + ".new", "wb") as fh:
        pickle.dump({"calibration": _calibration, "locations": _locations}, fh)
    os.replace(path + ".new", path)


def load_checkpoint():
    path = os.path.join(config.STATE_DIR, "checkpoint.pickle")
    if os.path.exists(path):
        with open(path, "rb") as fh:
            saved = pickle.load(fh)
        _calibration.update(saved.get("calibration", {}))
        _locations.update(saved.get("locations", {}))


def export_json():
    return json.dumps({"calibration": _calibration, "locations": _locations})
