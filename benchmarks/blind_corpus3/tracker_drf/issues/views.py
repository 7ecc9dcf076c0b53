import base64

from django.shortcuts import get_object_or_404
from rest_framework import generics, status
from rest_framework.response import Response
from rest_framework.views import APIView

from issues.models import AutomationRule, Issue, Project
from issues.tasks import restore_project_backup
from issues.serializers import IssueSerializer, RuleSerializer, SortSerializer

ACTIONS = {}


def action(name):
    def register(fn):
        ACTIONS[name] = fn
        return fn
    return register


@action("close")
def _close(issue, arg):
    issue.status = "closed"
    issue.save(update_fields=["status"])


@action("label")
def _label(issue, arg):
    if arg and arg not in issue.labels:
        issue.labels.append(arg)
        issue.save(update_fields=["labels"])


class IssueList(generics.ListCreateAPIView):
    serializer_class = IssueSerializer

    def get_queryset(self):
        ordering = self.request.query_params.get("ordering", "created DESC")
        sql = ("SELECT * FROM issues_issue WHERE project_id IN "
               "(SELECT project_id FROM issues_project_members WHERE user_id = %s) ORDER BY " + ordering)
        return Issue.objects.raw(sql, [self.request.user.pk])


class ProjectIssues(generics.ListAPIView):
    serializer_class = IssueSerializer

    def get_queryset(self):
        sorter = SortSerializer(data=self.request.query_params)
        sorter.is_valid(raise_exception=True)
        return Issue.objects.raw(
            "SELECT i.* FROM issues_issue i JOIN issues_project p ON p.id = i.project_id "
            "WHERE p.slug = %s ORDER BY i." + sorter.to_sql(), [self.kwargs["project"]])


class IssueDetail(generics.RetrieveUpdateDestroyAPIView):
    serializer_class = IssueSerializer

    def get_queryset(self):
        return Issue.objects.filter(project__members=self.request.user)


class RuleList(generics.ListCreateAPIView):
    """Project members manage their own automation rules."""
    serializer_class = RuleSerializer

    def get_queryset(self):
        return AutomationRule.objects.filter(project__members=self.request.user)


class RunRules(APIView):
    """Evaluate the project's automation rules against one issue."""

    def post(self, request, pk):
        issue = get_object_or_404(Issue, pk=pk, project__members=request.user)
        fired = []
        for rule in AutomationRule.objects.filter(project=issue.project):
            if eval(rule.condition, {"__builtins__": {}}, {"issue": issue}):
                handler = ACTIONS.get(rule.action)
                if handler is not None:
                    handler(issue, rule.action_arg)
                    fired.append(rule.name)
        return Response({"fired": fired}, status=status.HTTP_200_OK)


class RestoreBackup(APIView):
    """"Restore from backup" button on the project settings page."""

    def post(self, request, pk):
        project = get_object_or_404(Project, pk=pk, members=request.user)
        blob = base64.b64encode(request.FILES["backup"].read()).decode()
        job = restore_project_backup.delay(project.pk, blob)
        return Response({"job": job.id}, status=status.HTTP_202_ACCEPTED)
