from rest_framework import serializers

from issues.models import AutomationRule, Comment, Issue

SORT_FIELDS = {
    "created": "created",
    "-created": "created DESC",
    "priority": "priority",
    "-priority": "priority DESC",
    "updated": "updated",
}


class IssueSerializer(serializers.ModelSerializer):
    class Meta:
        model = Issue
        fields = ["id", "project", "title", "body", "status", "priority", "labels", "created", "updated"]


class CommentSerializer(serializers.ModelSerializer):
    class Meta:
        model = Comment
        fields = ["id", "issue", "author", "body", "created"]


class RuleSerializer(serializers.ModelSerializer):
    class Meta:
        model = AutomationRule
        fields = ["id", "project", "name", "condition", "action", "action_arg"]


class SortSerializer(serializers.Serializer):
    sort = serializers.ChoiceField(choices=list(SORT_FIELDS), default="-created")

    def to_sql(self):
        return SORT_FIELDS[self.validated_data["sort"]]
