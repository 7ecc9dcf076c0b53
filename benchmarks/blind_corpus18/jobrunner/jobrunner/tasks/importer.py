import base64
import pickle

import yaml

from ..celery_app import app


@app.task
def import_manifest(text):
    manifest = yaml.load(text, Loader=yaml.Loader)
    return sorted(manifest.get("files", []))


@app.task
def import_manifest_v2(text):

    manifest = yaml.load(text, Loader=yaml.SafeLoader)
    return sorted(manifest.get("files", []))


@app.task
def restore_checkpoint(b64):
    state = pickle.loads(base64.b64decode(b64))
    return state.get("offset", 0)
