from django.contrib.auth import get_user_model
from django.test import TestCase, override_settings

from .models import Clinic, Patient
from .templatetags.patient_tags import highlight, patient_badge


@override_settings(ROOT_URLCONF="clinicdesk.urls")
class PatientViewTests(TestCase):
    def setUp(self):
        self.user = get_user_model().objects.create_user("nurse", password="pw")
        clinic = Clinic.objects.create(name="North", city="Leeds")
        self.patient = Patient.objects.create(
            clinic=clinic, mrn="A100", first_name="Ann", last_name="Lee"
        )
        self.client.force_login(self.user)

    def test_by_mrn(self):
        resp = self.client.get("/patients/mrn/A100/")
        self.assertEqual(resp.status_code, 200)

    def test_highlight_escapes(self):
        self.assertEqual(str(highlight("<b>Lee</b>", "Lee")), "&lt;b&gt;<mark>Lee</mark>&lt;/b&gt;")

    def test_badge(self):
        self.assertIn("badge-active", patient_badge(self.patient))
