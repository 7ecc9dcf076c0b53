from django.conf import settings
from django.db import models


class Project(models.Model):
    slug = models.SlugField(unique=True)
    name = models.CharField(max_length=120)
    ci_base_url = models.URLField(blank=True)
    hook_url = models.URLField(blank=True)
    members = models.ManyToManyField(settings.AUTH_USER_MODEL, related_name="projects")


class Issue(models.Model):
    STATUS = [("open", "Open"), ("triage", "Triage"), ("closed", "Closed")]
    project = models.ForeignKey(Project, on_delete=models.CASCADE, related_name="issues")
    title = models.CharField(max_length=200)
    body = models.TextField(blank=True)
    status = models.CharField(max_length=16, choices=STATUS, default="open")
    priority = models.IntegerField(default=3)
    labels = models.JSONField(default=list)
    reporter = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.SET_NULL, null=True)
    created = models.DateTimeField(auto_now_add=True)
    updated = models.DateTimeField(auto_now=True)


class Comment(models.Model):
    issue = models.ForeignKey(Issue, on_delete=models.CASCADE, related_name="comments")
    author = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.SET_NULL, null=True)
    body = models.TextField()
    created = models.DateTimeField(auto_now_add=True)


class Attachment(models.Model):
    issue = models.ForeignKey(Issue, on_delete=models.CASCADE, related_name="attachments")
    original_name = models.CharField(max_length=255)
    stored_path = models.CharField(max_length=255)
    size = models.IntegerField(default=0)


class AutomationRule(models.Model):
    project = models.ForeignKey(Project, on_delete=models.CASCADE, related_name="rules")
    name = models.CharField(max_length=80)
    condition = models.TextField(help_text="Python expression, e.g. issue.priority <= 1")
    action = models.CharField(max_length=32)
    action_arg = models.CharField(max_length=120, blank=True)
