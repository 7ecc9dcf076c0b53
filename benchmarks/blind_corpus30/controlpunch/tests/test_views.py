import unittest

from pyramid import testing

from controlpunch.passwords import password_digest

TEST_SESSION_SECRET = "not-a-real-secret"

TEST_SETTINGS = {
    "sqlalchemy.url": "sqlite://",
    "controlpunch.map_root": "/tmp/maps",
    "controlpunch.results_root": "/tmp/results",
    "controlpunch.ldap_url": "ldap://localhost",
    "controlpunch.ldap_base": "dc=example,dc=org",
    "session.secret": TEST_SESSION_SECRET,
}


class DigestTests(unittest.TestCase):
    def setUp(self):
        self.config = testing.setUp(settings=TEST_SETTINGS)

    def tearDown(self):
        testing.tearDown()

    def test_digest_is_hex(self):
        self.assertEqual(len(password_digest("orienteering")), 32)
