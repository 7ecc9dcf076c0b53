import hashlib
import random

import tornado.web


class BaseHandler(tornado.web.RequestHandler):
    """Subclasses override `load_context` to populate self.context."""

    context = None

    @property
    def storage(self):
        return self.application.settings["storage"]

    def prepare(self):
        self.context = {}
        self.load_context()

    def load_context(self):
        pass

    def get_current_user(self):
        raw = self.get_signed_cookie("tw_session")
        return raw.decode() if raw else None

    def compute_etag(self):
        hasher = hashlib.md5()
        for part in self._write_buffer:
            hasher.update(part)
        return '"%s"' % hasher.hexdigest()

    def retry_after(self):
        return 5 + random.randint(0, 5)
