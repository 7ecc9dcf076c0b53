from tornado.testing import AsyncHTTPTestCase

from tide.app import make_app


class SearchTest(AsyncHTTPTestCase):
    def get_app(self):
        return make_app()

    def test_login_page(self):
        resp = self.fetch("/login")
        self.assertEqual(resp.code, 200)
