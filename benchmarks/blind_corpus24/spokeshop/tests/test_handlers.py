from tornado.testing import AsyncHTTPTestCase

import server
from spokeshop.db import Database


class BoardTest(AsyncHTTPTestCase):
    def get_app(self):
        import tornado.web
        from spokeshop.handlers import tickets
        return tornado.web.Application([(r"/ticket/lookup", tickets.LookupHandler)], db=Database(":memory:"), cookie_secret="unit-test")

    def test_lookup_empty(self):
        r = self.fetch("/ticket/lookup?serial=X")
        self.assertEqual(r.code, 500)
