from rest_framework import serializers

from .models import Boat, Permit, PermitDocument


class BoatSerializer(serializers.ModelSerializer):
    class Meta:
        model = Boat
        fields = ["id", "name", "index_number", "length_m"]


class PermitSerializer(serializers.ModelSerializer):
    class Meta:
        model = Permit
        fields = ["id", "boat", "mooring", "waterway", "valid_from", "valid_to", "notes"]


class PermitDocumentSerializer(serializers.ModelSerializer):
    class Meta:
        model = PermitDocument
        fields = ["id", "permit", "filename", "uploaded"]
