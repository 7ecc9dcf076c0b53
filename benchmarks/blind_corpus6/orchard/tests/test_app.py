import tornado.testing

from orchard.app import make_app


class Opts:
    db = ":memory:"
    schedule_xml = "tests/data/schedule.xml"
    dev = False


class AppTest(tornado.testing.AsyncHTTPTestCase):
    def get_app(self):
        app = make_app(Opts())
        app.settings["cookie_secret"] = "test-cookie-secret"
        app.settings["xsrf_cookies"] = False
        return app

    def test_login_page(self):
        resp = self.fetch("/login")
        self.assertEqual(resp.code, 200)

    def test_zones_requires_login(self):
        resp = self.fetch("/", follow_redirects=False)
        self.assertEqual(resp.code, 302)
