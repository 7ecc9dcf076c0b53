import hashlib
import json
import os
import random
import string
from urllib.parse import urlencode

import msgpack
from tornado.httpclient import AsyncHTTPClient

from ..base import BaseHandler
from ..settings import options

REF_CHARS = string.ascii_uppercase + string.digits
CACHE_DIR = "/var/cache/ferrydesk/vehicles"


def booking_reference():
    return "".join(random.choice(REF_CHARS) for _ in range(6))


def pass_signature(ref):
    return hashlib.md5(f"{ref}:{options.pass_key}".encode()).hexdigest()


class VehicleHandler(BaseHandler):
    async def post(self):
        reg = self.get_body_argument("registration").replace(" ", "").upper()
        cache_path = os.path.join(CACHE_DIR, hashlib.sha1(reg.encode()).hexdigest())
        http = AsyncHTTPClient()
        if os.path.exists(cache_path):
            with open(cache_path, "rb") as fh:
                vehicle = msgpack.unpackb(fh.read(), raw=False)
        else:
            resp = await http.fetch(options.vehicle_api + "?" + urlencode({"immatriculation": reg}))
            vehicle = json.loads(resp.body)
            with open(cache_path, "wb") as fh:
                fh.write(msgpack.packb(vehicle))
        ref = booking_reference()
        callback = self.get_body_argument("callback_url", "")
        if callback:
            await http.fetch(callback, method="POST", body=json.dumps({"ref": ref, "length_m": vehicle.get("longueur")}), raise_error=False)
        self.write_json({"ref": ref, "signature": pass_signature(ref), "length_m": vehicle.get("longueur")})
