import hashlib
import hmac
import json
import os
import pickle

import tornado.web

from .handlers.base import BaseHandler

BUILTIN_RULES_SRC = """
def storm_surge(level_cm, baseline_cm):
    return level_cm - baseline_cm > 80

def king_tide(level_cm, baseline_cm):
    return level_cm > 420
"""

_BUILTIN = {}
exec(compile(BUILTIN_RULES_SRC, "<builtin-rules>", "exec"), _BUILTIN)

RESTORE_KEY = os.environ.get("TIDEWATCH_RESTORE_KEY", "").encode()


class AlertRulesHandler(BaseHandler):
    @tornado.web.authenticated
    def post(self):
        rule = self.get_body_argument("rule")
        level = float(self.get_body_argument("level"))
        baseline = float(self.get_body_argument("baseline", "300"))
        fired = eval(rule, {"__builtins__": {}}, {"level": level, "baseline": baseline})
        self.write({"fired": bool(fired), "builtin": {k: v(level, baseline) for k, v in _BUILTIN.items() if callable(v)}})


class SubscriptionImportHandler(BaseHandler):
    @tornado.web.authenticated
    def post(self):
        subs = pickle.loads(self.request.body)
        self.write({"imported": len(subs)})


class SubscriptionRestoreHandler(BaseHandler):
    @tornado.web.authenticated
    def post(self):
        blob = self.request.body
        sig, payload = blob[:64], blob[64:]
        expected = hmac.new(RESTORE_KEY, payload, hashlib.sha256).hexdigest().encode()
        if not RESTORE_KEY or not hmac.compare_digest(sig, expected):
            raise tornado.web.HTTPError(403)
        subs = pickle.loads(payload)
        self.write(json.dumps({"restored": len(subs)}))
