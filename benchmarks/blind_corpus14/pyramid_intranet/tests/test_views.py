import unittest

from pyramid import testing

TEST_SETTINGS = {
    "session.secret": "itsasecret-for-tests-only",
    "auth.secret": "test-auth-secret",
    "sqlalchemy.url": "sqlite:///:memory:",
    "docs.root": "/tmp/intranet-docs",
}


class LogoutTests(unittest.TestCase):
    def setUp(self):
        self.config = testing.setUp(settings=TEST_SETTINGS)
        self.config.add_route("home", "/")

    def tearDown(self):
        testing.tearDown()

    def test_external_next_is_ignored(self):
        from intranet.views.auth import logout

        request = testing.DummyRequest(params={"next": "https://evil.example/"})
        resp = logout(request)
        self.assertEqual(resp.location, "http://example.com/")
