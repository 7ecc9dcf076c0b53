from django.contrib.auth.models import User
from django.test import TestCase


class DirectoryTests(TestCase):
    def setUp(self):
        self.user = User.objects.create_user("alto1", "alto1@example.org", password="correct-horse-battery")

    def test_requires_login(self):
        resp = self.client.get("/members/")
        self.assertEqual(resp.status_code, 302)
