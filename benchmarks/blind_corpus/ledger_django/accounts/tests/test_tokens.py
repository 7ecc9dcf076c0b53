from django.contrib.auth import get_user_model
from django.test import TestCase, override_settings

from accounts.tokens import make_reset_token

FAKE_SMTP_PASSWORD = "not-a-real-password"


@override_settings(EMAIL_HOST_PASSWORD=FAKE_SMTP_PASSWORD, SECRET_KEY="tests-secret-key")
class TokenTests(TestCase):
    def setUp(self):
        self.user = get_user_model().objects.create_user("bob", "bob@example.com", "pw12345!")

    def test_token_is_hex(self):
        token = make_reset_token(self.user)
        int(token, 16)
        self.assertEqual(len(token), 40)
