from unittest import mock

from tornado.testing import AsyncHTTPTestCase

from tidegauge import app as app_module


class FakeStorage(object):
    async def fetch(self, sql, *args):
        return []

    async def fetchrow(self, sql, *args):
        return None


class LatestTest(AsyncHTTPTestCase):
    def get_app(self):
        with mock.patch.object(app_module.Storage, "connect", return_value=FakeStorage()):
            return self.io_loop.run_sync(
                lambda: app_module.make_app(cookie_secret="test-cookie-secret-not-used-in-prod"))

    def test_silent_station(self):
        resp = self.fetch("/stations/BRST/latest")
        self.assertEqual(resp.code, 404)
