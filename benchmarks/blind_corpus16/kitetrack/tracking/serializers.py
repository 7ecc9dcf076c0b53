from rest_framework import serializers

from .models import Flight, Kite, Webhook


class KiteSerializer(serializers.ModelSerializer):
    class Meta:
        model = Kite
        fields = ["id", "name", "span_cm", "updated"]


class FlightSerializer(serializers.ModelSerializer):
    class Meta:
        model = Flight
        fields = ["id", "kite", "started", "spot", "max_altitude_m"]


class WebhookSerializer(serializers.ModelSerializer):
    class Meta:
        model = Webhook
        fields = ["id", "target_url", "event"]


class ScoreQuerySerializer(serializers.Serializer):
    expr = serializers.CharField(max_length=200)
