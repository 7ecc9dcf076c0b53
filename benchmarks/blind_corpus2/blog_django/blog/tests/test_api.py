from django.contrib.auth import get_user_model
from django.test import TestCase
from rest_framework.test import APIClient

from blog.models import Post

TEST_PASSWORD = "s3cret-for-tests"


class ApiTests(TestCase):
    def setUp(self):
        self.user = get_user_model().objects.create_user("ann", password=TEST_PASSWORD)
        self.client = APIClient()
        self.client.login(username="ann", password=TEST_PASSWORD)

    def test_validate_front_matter(self):
        doc = "---\ntitle: Hello\ntags: [a, b]\n---\nBody"
        r = self.client.post("/api/posts/validate-front-matter/", {"document": doc}, format="json")
        self.assertEqual(r.json()["keys"], ["tags", "title"])

    def test_by_author(self):
        Post.objects.create(title="x", body="y", author=self.user)
        r = self.client.get("/api/posts/by_author/", {"author": "ann"})
        self.assertEqual(len(r.json()), 1)
