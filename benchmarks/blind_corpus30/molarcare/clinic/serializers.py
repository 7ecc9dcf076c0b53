from rest_framework import serializers


class PatientSearchSerializer(serializers.Serializer):
    surname = serializers.CharField(max_length=80, required=False, default="")
    ordering = serializers.ChoiceField(choices=["surname", "forename", "date_of_birth"], default="surname")
    limit = serializers.IntegerField(min_value=1, max_value=200, default=50)


class EstimateSerializer(serializers.Serializer):
    band = serializers.ChoiceField(choices=["1", "2", "3", "private"])
    base_fee = serializers.DecimalField(max_digits=8, decimal_places=2)
    adjustment = serializers.CharField(required=False, default="fee")
    teeth = serializers.CharField(required=False, default="[]")


class ReferralFetchSerializer(serializers.Serializer):
    patient = serializers.IntegerField()
    letter_url = serializers.URLField()


class InsurerLookupSerializer(serializers.Serializer):
    policy = serializers.RegexField(r"^[A-Z]{2}\d{8}$")


class ChartDraftSerializer(serializers.Serializer):
    patient = serializers.IntegerField()
    draft = serializers.CharField()
    format = serializers.ChoiceField(choices=["legacy", "signed"], default="signed")
