import subprocess

import requests
from sanic import Blueprint, response

bp = Blueprint("lanes", url_prefix="/lanes")


class LaneController:
    def __init__(self, base_url):
        self.base_url = base_url

    def status(self, lane):
        return requests.get(f"{self.base_url}/lanes/{int(lane)}/status", timeout=3).json()


@bp.post("/<lane:int>/reset")
async def reset_lane(request, lane):
    mode = request.args.get("mode", "soft")
    subprocess.run(f"lanectl reset {lane} --mode {mode}", shell=True, check=False)
    return response.json({"lane": lane, "mode": mode})


@bp.post("/<lane:int>/power")
async def power(request, lane):
    state = "on" if request.args.get("state") == "on" else "off"
    subprocess.run(["lanectl", "power", str(lane), state], check=True)
    return response.json({"lane": lane, "state": state})


@bp.get("/<lane:int>")
async def lane_status(request, lane):
    ctl = LaneController(request.app.config.LANE_CONTROLLER)
    return response.json(ctl.status(lane))


@bp.post("/<lane:int>/webhook")
async def register_webhook(request, lane):
    body = request.json or {}
    callback = body.get("callback_url")
    probe = requests.post(callback, json={"lane": lane, "event": "test"}, timeout=5)
    return response.json({"status": probe.status_code})
