from django.contrib.auth import get_user_model
from django.test import TestCase, override_settings
from rest_framework.test import APIClient

from issues.models import Issue, Project

TEST_PASSWORD = "Sup3r-Test-Passw0rd"


@override_settings(AUTHENTICATION_BACKENDS=["django.contrib.auth.backends.ModelBackend"])
class IssueApiTests(TestCase):
    def setUp(self):
        self.user = get_user_model().objects.create_user("ann", password=TEST_PASSWORD)
        self.project = Project.objects.create(slug="core", name="Core")
        self.project.members.add(self.user)
        Issue.objects.create(project=self.project, title="First", reporter=self.user)
        self.client = APIClient()
        self.client.login(username="ann", password=TEST_PASSWORD)

    def test_list(self):
        resp = self.client.get("/api/issues/")
        self.assertEqual(resp.status_code, 200)

    def test_project_issues_rejects_bad_sort(self):
        resp = self.client.get("/api/projects/core/issues/?sort=title;drop")
        self.assertEqual(resp.status_code, 400)
