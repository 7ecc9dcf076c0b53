import base64
import json
import pickle

import yaml

from ..celery_app import app


@app.task
def restore_party_booking(payload):
    return pickle.loads(base64.b64decode(payload["draft"]))


@app.task
def import_group_list(payload):
    return yaml.load(payload["yaml"], Loader=yaml.SafeLoader)


@app.task
def import_group_json(payload):
    return json.loads(payload["json"])
