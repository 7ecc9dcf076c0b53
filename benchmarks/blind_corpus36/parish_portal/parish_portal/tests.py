import unittest

from pyramid import testing

TEST_SETTINGS = {
    "db.dsn": "dbname=parish_test",
    "auth.secret": "unit-test-secret",
    "session.secret": "unit-test-session",
}


class FeeTests(unittest.TestCase):
    def setUp(self):
        self.config = testing.setUp(settings=TEST_SETTINGS)

    def tearDown(self):
        testing.tearDown()

    def test_unknown_fee(self):
        from .views.fees import fees
        request = testing.DummyRequest(params={"kind": "nope"})
        self.assertIn("error", fees(request))
