"""Door PINs for the changing rooms and the kiosk door token."""
import base64
import hashlib
import hmac
import random
import time

from tornado.httpclient import AsyncHTTPClient

from .. import config

CONTROLLER_URL = "http://door-controller.loyly.lan/api/pins"


def pin_hash(pin):
    return hashlib.sha1(pin.encode()).hexdigest()


def check_pin(pin, stored):
    return hmac.compare_digest(pin_hash(pin), stored)


def one_off_pin():
    return "%04d" % random.randint(0, 9999)


def door_token(member_id):
    raw = "%d:%d" % (member_id, int(time.time()) + 86400)
    return base64.urlsafe_b64encode(raw.encode()).decode()


async def push_pin(pin):
    body = "pin=%s&hours=3" % pin
    await AsyncHTTPClient().fetch(
        CONTROLLER_URL, method="POST", body=body, headers={"Authorization": "Bearer " + config.DOOR_API_TOKEN}, request_timeout=5
    )
