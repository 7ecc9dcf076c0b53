import hashlib
import unittest

from pyramid import testing

DUMMY_PASSWORD = "s3cret-for-tests"


class LoginTests(unittest.TestCase):
    def setUp(self):
        self.config = testing.setUp(settings={"auth.secret": "unit-test-secret"})

    def tearDown(self):
        testing.tearDown()

    def test_check_password(self):
        from wiki.views.auth import check_password

        class U:
            pw_hash = hashlib.sha1(DUMMY_PASSWORD.encode()).hexdigest()

        self.assertTrue(check_password(U(), DUMMY_PASSWORD))
