import re

from rest_framework import serializers

from .models import Course, Enrolment

LEVELS = {"A1", "A2", "B1", "B2", "C1", "C2"}


class CourseSerializer(serializers.ModelSerializer):
    class Meta:
        model = Course
        fields = ["id", "language", "level", "title", "teacher", "starts"]


class EnrolmentSerializer(serializers.ModelSerializer):
    class Meta:
        model = Enrolment
        fields = ["id", "course", "student_email"]


class CourseFilterSerializer(serializers.Serializer):
    language = serializers.RegexField(r"^[a-z]{2,3}$", required=False)
    level = serializers.ChoiceField(choices=sorted(LEVELS), required=False)
    sort = serializers.ChoiceField(choices=["starts", "title", "level"], default="starts")


class PlacementSerializer(serializers.Serializer):
    answers = serializers.DictField(child=serializers.CharField())
    scoring = serializers.CharField()
