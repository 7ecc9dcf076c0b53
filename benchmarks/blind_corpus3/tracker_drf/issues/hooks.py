import requests
from django.conf import settings
from django.shortcuts import get_object_or_404
from rest_framework.response import Response
from rest_framework.views import APIView

from issues.models import Project

CI_BASE = getattr(settings, "CI_BASE_URL", "https://ci.example.net")


class TestHook(APIView):
    """Send a sample payload to a webhook URL before saving it on the project."""

    def post(self, request, pk):
        project = get_object_or_404(Project, pk=pk, members=request.user)
        url = request.data.get("url", "")
        payload = {"project": project.slug, "event": "test", "issue": None}
        try:
            resp = requests.post(url, json=payload, timeout=5)
        except requests.RequestException as exc:
            return Response({"ok": False, "error": str(exc)}, status=502)
        return Response({"ok": resp.ok, "status": resp.status_code, "body": resp.text[:2000]})


class CiStatus(APIView):
    def get(self, request, pk):
        project = get_object_or_404(Project, pk=pk, members=request.user)
        url = "%s/api/v4/projects/%d/pipelines?per_page=5" % (CI_BASE, project.pk)
        resp = requests.get(url, timeout=5, headers={"PRIVATE-TOKEN": getattr(settings, "CI_TOKEN", "")})
        return Response({"project": project.slug, "pipelines": resp.json() if resp.ok else []})
