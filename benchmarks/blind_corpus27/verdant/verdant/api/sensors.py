import random

import requests
from flask import request
from flask_restful import Resource

from ..services.alerts import notify


class SensorResource(Resource):
    def get(self, sensor_id):
        return {"id": sensor_id, "sample_offset": random.randint(0, 59)}


class SensorWebhook(Resource):
    def post(self):
        body = request.get_json(force=True)
        notify(body.get("notify_url"), {"sensor": body.get("sensor"), "value": body.get("value")})
        return {"ok": True}
