import tornado.web


class BaseHandler(tornado.web.RequestHandler):
    def get_current_user(self):
        raw = self.get_secure_cookie("tw_user")
        return raw.decode() if raw else None

    @property
    def store(self):
        from .storage import Store

        if not hasattr(self, "_store"):
            self._store = Store(self.settings.get("data_dir", "/var/lib/tidewatch"))
        return self._store
