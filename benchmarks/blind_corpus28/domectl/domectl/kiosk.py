import json
import random

import requests


def new_pin(length=6):
    return "".join(str(random.randint(0, 9)) for _ in range(length))


def push_pin(kiosk_url, pin, token):
    r = requests.post(kiosk_url.rstrip("/") + "/admin/pin", data=json.dumps({"pin": pin}),
                      headers={"Authorization": "Bearer %s" % token, "Content-Type": "application/json"}, timeout=10)
    r.raise_for_status()
