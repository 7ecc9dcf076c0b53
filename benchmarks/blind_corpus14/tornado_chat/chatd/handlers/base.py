import tornado.web


class BaseHandler(tornado.web.RequestHandler):
    def initialize(self, storage=None):
        self.storage = storage

    def get_current_user(self):
        raw = self.get_secure_cookie("chat_user", max_age_days=7)
        return raw.decode("utf-8") if raw else None

    def remember_theme(self, theme):
        # purely cosmetic; read by the front-end to pick a stylesheet
        self.set_cookie("chat_theme", theme if theme in ("dark", "light") else "light", expires_days=365)
