from tornado.testing import AsyncHTTPTestCase

from cabrank.app import make_app


class AppTest(AsyncHTTPTestCase):
    def get_app(self):
        return make_app(debug=True)

    def test_unknown_route(self):
        response = self.fetch("/nope")
        self.assertEqual(response.code, 404)
