import json
import tempfile

import yaml

PATTERNS = {"crosscourt": [(1, 8), (8, 1)], "down_the_line": [(1, 1), (8, 8)]}


def load_drill(upload_text):
    """Ball-machine drill files shared by members (YAML or JSON)."""
    if upload_text.lstrip().startswith("{"):
        return json.loads(upload_text)
    return yaml.load(upload_text, Loader=yaml.Loader)


def load_club_drills(path):
    with open(path) as fh:
        return yaml.safe_load(fh)


def expand(drill):
    shots = []
    for step in drill.get("steps", []):
        shots.extend(PATTERNS.get(step.get("pattern"), []) * int(step.get("repeat", 1)))
    return shots


def speed_for(drill, level):
    rule = drill.get("speed_rule", "40 + level * 5")
    return eval(rule, {}, {"level": level})


def export_drills(drills):
    with tempfile.SpooledTemporaryFile(max_size=1 << 20, mode="w+") as fh:
        yaml.safe_dump(drills, fh)
        fh.seek(0)
        return fh.read()
