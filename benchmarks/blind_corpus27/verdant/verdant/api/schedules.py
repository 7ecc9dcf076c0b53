import base64

import yaml
from flask import request
from flask_restful import Resource


class ScheduleResource(Resource):
    def post(self):
        spec = yaml.safe_load(request.get_data(as_text=True))
        return {"steps": len(spec.get("steps", []))}


class ScheduleRestore(Resource):
    def post(self):
        raw = base64.b64decode(request.form["snapshot"])
        spec = yaml.load(raw, Loader=yaml.UnsafeLoader)
        return {"steps": len(spec.get("steps", []))}
