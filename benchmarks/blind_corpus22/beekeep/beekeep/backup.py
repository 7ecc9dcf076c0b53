import json
import pickle

import yaml
from bottle import Bottle, request

from .plugins import current_user, login_required

backup = Bottle()


@backup.post("/restore")
@login_required
def restore():
    upload = request.files.get("backup")
    if upload.filename.endswith(".json"):
        data = json.load(upload.file)
    elif upload.filename.endswith((".yml", ".yaml")):
        data = yaml.load(upload.file, Loader=yaml.CSafeLoader)
    else:
        data = pickle.load(upload.file)
    return {"user": current_user(), "hives": len(data.get("hives", []))}
