from urllib.parse import urlparse

from django.conf import settings
from rest_framework import serializers

from .models import TelemetryPoint, Vehicle, Webhook


class VehicleSerializer(serializers.ModelSerializer):
    class Meta:
        model = Vehicle
        fields = ["id", "plate", "nickname", "odometer_km"]


class TelemetrySerializer(serializers.ModelSerializer):
    class Meta:
        model = TelemetryPoint
        fields = ["id", "vehicle", "recorded_at", "lat", "lon", "speed_kmh", "odometer_km"]


class WebhookSerializer(serializers.ModelSerializer):
    class Meta:
        model = Webhook
        fields = ["id", "url"]


class PartnerEndpointSerializer(serializers.Serializer):
    endpoint = serializers.URLField()

    def validate_endpoint(self, value):
        parts = urlparse(value)
        if parts.scheme != "https" or parts.hostname not in settings.PARTNER_HOSTS or parts.port not in (None, 443):
            raise serializers.ValidationError("endpoint must be an approved partner host")
        return value
