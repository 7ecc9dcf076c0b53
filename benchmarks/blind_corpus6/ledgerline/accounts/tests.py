from decimal import Decimal

from django.contrib.auth import get_user_model
from django.test import TestCase

from .importers import _parse_tags
from .invitations import make_invite_code
from .models import Account, Coop, Member, Transaction


class LedgerTests(TestCase):
    @classmethod
    def setUpTestData(cls):
        cls.coop = Coop.objects.create(name="Riverside", treasurer_email="t@example.org")
        user = get_user_model().objects.create_user("alice", password="pw-for-tests")
        cls.member = Member.objects.create(user=user, coop=cls.coop, first_name="Alice", last_name="Ng")
        cls.account = Account.objects.create(coop=cls.coop, name="Current")

    def setUp(self):
        self.client.login(username="alice", password="pw-for-tests")

    def test_balance(self):
        Transaction.objects.create(account=self.account, posted_on="2024-01-02", amount=Decimal("10.00"))
        Transaction.objects.create(account=self.account, posted_on="2024-01-03", amount=Decimal("-2.50"))
        self.assertEqual(self.account.balance(), Decimal("7.50"))

    def test_search_page(self):
        resp = self.client.get("/transactions/search/?q=rent")
        self.assertEqual(resp.status_code, 200)

    def test_tags(self):
        self.assertEqual(_parse_tags("['food', 'bulk']"), ["food", "bulk"])
        self.assertEqual(_parse_tags(""), [])

    def test_invite_code_shape(self):
        code = make_invite_code()
        self.assertEqual(len(code), 8)
        self.assertTrue(code.isalnum())
