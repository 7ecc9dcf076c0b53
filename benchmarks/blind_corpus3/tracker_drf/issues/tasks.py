"""Celery tasks: restore a project from an uploaded backup, nightly digest."""
import base64
import json
import pickle

from celery import shared_task

from issues.models import Issue, Project


@shared_task
def restore_project_backup(project_id, blob_b64):
    """Queued by the "Restore from backup" button; blob is the uploaded .trkbak file."""
    data = pickle.loads(base64.b64decode(blob_b64))
    project = Project.objects.get(pk=project_id)
    for item in data.get("issues", []):
        Issue.objects.create(project=project, title=item["title"], body=item.get("body", ""),
                             status=item.get("status", "open"), priority=item.get("priority", 3))
    return len(data.get("issues", []))


@shared_task
def export_project(project_id):
    project = Project.objects.get(pk=project_id)
    issues = list(project.issues.values("title", "body", "status", "priority"))
    return base64.b64encode(json.dumps({"issues": issues}).encode()).decode()


@shared_task
def import_project_export(project_id, blob_b64):
    data = json.loads(base64.b64decode(blob_b64))
    project = Project.objects.get(pk=project_id)
    for item in data.get("issues", []):
        Issue.objects.create(project=project, title=item["title"], body=item.get("body", ""))
    return len(data.get("issues", []))
