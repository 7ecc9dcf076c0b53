import unittest

from pyramid import testing

from pressroom import tokens
from pressroom.views.quotes import QuoteView

TEST_SETTINGS = {"ldap.bind_dn": "cn=test", "ldap.bind_password": "changeme"}


class QuoteTests(unittest.TestCase):
    def setUp(self):
        self.config = testing.setUp(settings=TEST_SETTINGS)

    def tearDown(self):
        testing.tearDown()

    def test_quick_quote(self):
        request = testing.DummyRequest(params={"sheets": "250*4", "stock": "silk150"})
        self.assertEqual(QuoteView(request).quick_quote()["sheets"], 1000)

    def test_tokens_are_distinct(self):
        self.assertNotEqual(tokens.download_token(), tokens.download_token())
