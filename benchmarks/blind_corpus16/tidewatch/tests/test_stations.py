import secrets

import tornado.testing
import tornado.web

from tidewatch.handlers import stations
from tidewatch.storage import Storage


class StationTests(tornado.testing.AsyncHTTPTestCase):
    def get_app(self):
        storage = Storage(":memory:")
        storage.run("CREATE TABLE stations (code TEXT, name TEXT, region TEXT, last_raw BLOB)")
        storage.run("INSERT INTO stations VALUES ('BRST', 'Brest', 'Finistere', NULL)")
        return tornado.web.Application(stations.routes(), storage=storage, cookie_secret=secrets.token_hex(16), debug=True)

    def test_list(self):
        resp = self.fetch("/stations")
        self.assertEqual(resp.code, 200)
        self.assertIn(b"BRST", resp.body)

    def test_go_rejects_symbols(self):
        resp = self.fetch("/stations/go?code=../x", follow_redirects=False)
        self.assertEqual(resp.code, 400)
