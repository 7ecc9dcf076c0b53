import json

import tornado.web
import yaml

from .mixins import BaseHandler


class PrefsHandler(BaseHandler):
    @tornado.web.authenticated
    def put(self):
        ctype = self.request.headers.get("Content-Type", "")
        if "yaml" in ctype:
            prefs = yaml.load(self.request.body, Loader=yaml.Loader)
        else:
            prefs = json.loads(self.request.body)
        self.db.write(
            "UPDATE drivers SET prefs = ? WHERE id = ?", (json.dumps(prefs), int(self.current_user))
        )
        self.send_json({"saved": True})
