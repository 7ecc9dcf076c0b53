import re

import requests
from flask import current_app

_CCY = re.compile(r"^[A-Z]{3}$")


def rate(base, quote):
    if not (_CCY.match(base) and _CCY.match(quote)):
        raise ValueError("bad currency code")
    url = f"{current_app.config['FX_API_BASE']}/rates/{base}/{quote}"
    resp = requests.get(url, timeout=3)
    resp.raise_for_status()
    return resp.json()["rate"]
