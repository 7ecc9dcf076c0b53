import json
import random
import string

import tornado.web

from ..base import BaseHandler

_sysrand = random.SystemRandom()


class LevelsHandler(BaseHandler):
    def get(self):
        station = self.get_argument("station")
        data = {"station": station, "levels": self.application.latest.get(station, [])}
        callback = self.get_argument("callback", None)
        if callback:
            self.set_header("Content-Type", "application/javascript")
            self.write("%s(%s);" % (callback, json.dumps(data)))
        else:
            self.write(data)


class ApiTokenHandler(BaseHandler):
    @tornado.web.authenticated
    def post(self):
        token = "".join(_sysrand.choice(string.ascii_letters + string.digits) for _ in range(40))
        self.application.api_tokens[token] = self.current_user
        self.write({"token": token})
