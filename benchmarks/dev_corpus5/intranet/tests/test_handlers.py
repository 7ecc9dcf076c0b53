import json
from unittest import mock

import tornado.web
from tornado.testing import AsyncHTTPTestCase

from intranet.server import routes


class FakeRepo(object):
    def get(self, person_id):
        return {"name": "<Ada>", "title": "Engineer", "dept": "R&D"} if person_id == "1" else None


TEST_COOKIE_SECRET = "unit-test-cookie-secret"


class CardTest(AsyncHTTPTestCase):
    def get_app(self):
        return tornado.web.Application(routes(), debug=True, cookie_secret=TEST_COOKIE_SECRET,
                                       share_root="/tmp/share", policy_root="/tmp/policies",
                                       orgchart_path="/tmp/orgchart.xml")

    def test_card_escapes_name(self):
        with mock.patch("intranet.handlers.base.BaseHandler._repo", FakeRepo()), \
                mock.patch("intranet.handlers.base.BaseHandler.get_current_user", return_value="tester"):
            resp = self.fetch("/people/1/card")
        self.assertEqual(resp.code, 200)
        self.assertIn(b"&lt;Ada&gt;", resp.body)

    def test_card_404(self):
        with mock.patch("intranet.handlers.base.BaseHandler._repo", FakeRepo()), \
                mock.patch("intranet.handlers.base.BaseHandler.get_current_user", return_value="tester"):
            resp = self.fetch("/people/2/card")
        self.assertEqual(resp.code, 404)
        self.assertFalse(json.dumps({}) in resp.body.decode())
