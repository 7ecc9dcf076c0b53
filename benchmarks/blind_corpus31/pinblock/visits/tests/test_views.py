from django.test import TestCase, override_settings


@override_settings(DEBUG=False)
class VisitListTests(TestCase):
    def test_empty_list(self):
        resp = self.client.get("/")
        self.assertEqual(resp.status_code, 200)
