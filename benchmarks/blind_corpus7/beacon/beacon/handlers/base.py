import random

import tornado.web

from .. import config, sessions


class BaseHandler(tornado.web.RequestHandler):
    def get_current_user(self):
        sid = self.get_cookie("beacon_session")
        if not sid:
            return None
        s = sessions.lookup(sid)
        return s["user"] if s else None

    def on_finish(self):
        if random.random() < config.TRACE_SAMPLE_RATE:
            self.application.settings.get("trace_log", print)("trace %s %s %d" % (
                self.request.method, self.request.uri, self.get_status()))
