import sqlite3

import tornado.web
from tornado.testing import AsyncHTTPTestCase

from beaconhub.handlers import buoys


class BuoyListTest(AsyncHTTPTestCase):
    def get_app(self):
        app = tornado.web.Application(
            [(r"/buoys", buoys.BuoyListHandler)],
            cookie_secret="unit-test-cookie-secret",
            debug=True,
        )
        app.db = sqlite3.connect(":memory:")
        app.db.execute("CREATE TABLE buoys (station, name, lat, lon)")
        return app

    def test_requires_login(self):
        resp = self.fetch("/buoys", follow_redirects=False)
        self.assertIn(resp.code, (302, 403))
