import os
import unittest
from unittest import mock

os.environ.setdefault("BILLING_SECRET_KEY", "test-secret-key-do-not-use")
os.environ.setdefault("BILLING_PSP_SECRET", "whsec_test_0000000000")

from billing.app import create_app  # noqa: E402
from billing.notes import render_badge, render_overdue  # noqa: E402


class NotesTests(unittest.TestCase):
    def test_badge_escapes(self):
        self.assertIn("&lt;script&gt;", str(render_badge("<script>")))

    def test_overdue(self):
        self.assertIn("45 days", str(render_overdue(45)))


class AppTests(unittest.TestCase):
    def setUp(self):
        self.app = create_app("testing")
        self.client = self.app.test_client()

    @mock.patch("billing.resources.invoices.get_db")
    def test_invoice_404(self, get_db):
        get_db.return_value.cursor.return_value.fetchone.return_value = None
        resp = self.client.get("/api/v1/invoices/99")
        self.assertEqual(resp.status_code, 404)

    def test_bad_patch_status(self):
        resp = self.client.patch("/api/v1/invoices/1", json={"status": "'; drop table invoice; --"})
        self.assertEqual(resp.status_code, 400)


if __name__ == "__main__":
    unittest.main()
