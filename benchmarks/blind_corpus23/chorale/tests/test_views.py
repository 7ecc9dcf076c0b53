import unittest

from pyramid import testing


class ScoreViewTests(unittest.TestCase):
    def setUp(self):
        self.config = testing.setUp(settings={"chorale.auth_secret": "test-only-secret"})

    def tearDown(self):
        testing.tearDown()

    def test_voice_cookie_defaults(self):
        from chorale.views.members import choose_voice

        request = testing.DummyRequest(post={"voice": "kazoo"})
        self.assertEqual(choose_voice(request)["voice"], "kazoo")
