from django.test import TestCase

from .forms import InvoiceFilterForm


class InvoiceFilterFormTests(TestCase):
    def test_number_must_match_pattern(self):
        form = InvoiceFilterForm({"status": "sent", "number": "INV-2024-00012"})
        self.assertTrue(form.is_valid())

    def test_rejects_free_text(self):
        form = InvoiceFilterForm({"status": "sent", "number": "x' OR '1'='1"})
        self.assertFalse(form.is_valid())
