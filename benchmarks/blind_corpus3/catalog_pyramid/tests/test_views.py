import unittest

from pyramid import testing

TEST_SETTINGS = {
    "sqlalchemy.url": "sqlite://",
    "catalog.session_secret": "unit-test-session-secret",
    "catalog.secure_cookies": "false",
}


class AuthHelpersTests(unittest.TestCase):
    def setUp(self):
        self.config = testing.setUp(settings=TEST_SETTINGS)

    def tearDown(self):
        testing.tearDown()

    def test_local_only_rejects_external(self):
        from catalog.views.auth import _local_only
        request = testing.DummyRequest()
        self.assertEqual(_local_only(request, "https://evil.example/"), "/")
        self.assertEqual(_local_only(request, "//evil.example/"), "/")
        self.assertEqual(_local_only(request, "/\\evil.example/"), "/")
        self.assertEqual(_local_only(request, "/c/shoes"), "/c/shoes")

    def test_inside(self):
        from catalog.views.media import _inside
        self.assertTrue(_inside("/srv/a", "/srv/a/b/c.pdf"))
        self.assertFalse(_inside("/srv/a", "/srv/a/../b.pdf"))
        self.assertFalse(_inside("/srv/a", "/srv/ab/c.pdf"))


if __name__ == "__main__":
    unittest.main()
