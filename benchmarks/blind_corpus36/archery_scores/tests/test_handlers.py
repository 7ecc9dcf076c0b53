import tornado.testing
import tornado.web

from archery.db import Database
from archery.handlers import routes

COOKIE_SECRET = "0123456789abcdef0123456789abcdef"


class LeaderboardTest(tornado.testing.AsyncHTTPTestCase):
    def get_app(self):
        return tornado.web.Application(routes(), cookie_secret=COOKIE_SECRET, db=Database(":memory:"),
                                       template_path="templates")

    def test_home(self):
        resp = self.fetch("/?bowstyle=compound")
        self.assertIn(resp.code, (200, 500))
