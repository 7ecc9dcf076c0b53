"""Saved designs from the online cushion-and-piping designer."""
import base64
import json
import pickle

import yaml

from celery_app import app
from lib.db import cursor


@app.task(name="tasks.drafts.restore")
def restore(payload):
    blob = base64.b64decode(payload["saved_design"])
    if payload.get("format") == "json":
        design = json.loads(blob)
    else:
        design = pickle.loads(blob)
    with cursor() as cur:
        cur.execute("UPDATE quotes SET design = %s WHERE ref = %s", (json.dumps(design), payload["ref"]))
    return {"ref": payload["ref"], "parts": len(design)}


@app.task(name="tasks.drafts.import_preset")
def import_preset(payload):
    preset = yaml.safe_load(payload["preset_yaml"])
    return {"name": preset.get("name"), "panels": len(preset.get("panels", []))}
