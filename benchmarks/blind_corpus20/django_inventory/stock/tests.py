from django.contrib.auth.models import User
from django.test import TestCase

from .models import KioskOperator


class KioskTests(TestCase):
    def setUp(self):
        self.user = User.objects.create_user("alice", password="alice-test-pass-123")

    def test_pin(self):
        op = KioskOperator(badge="B1")
        op.set_pin("1234")
        self.assertTrue(op.check_pin("1234"))

    def test_search_requires_login(self):
        resp = self.client.get("/search/?q=abc")
        self.assertEqual(resp.status_code, 302)
