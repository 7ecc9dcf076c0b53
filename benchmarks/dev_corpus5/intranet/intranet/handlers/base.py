import tornado.web

from intranet.db import PeopleRepository


class BaseHandler(tornado.web.RequestHandler):
    _repo = None

    @property
    def repo(self):
        if BaseHandler._repo is None:
            BaseHandler._repo = PeopleRepository()
        return BaseHandler._repo

    def get_current_user(self):
        user = self.get_secure_cookie("intranet_user")
        if user:
            return user.decode("utf-8")
        contractor = self.get_secure_cookie("contractor")
        return contractor.decode("utf-8") if contractor else None
