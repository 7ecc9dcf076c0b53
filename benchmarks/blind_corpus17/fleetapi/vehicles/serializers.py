import base64
import pickle

from rest_framework import serializers

from .models import Driver, Vehicle


class SnapshotField(serializers.Field):
    """Dashboards post the in-memory state of the trip planner back to us."""

    def to_representation(self, value):
        return base64.b64encode(value or b"").decode("ascii")

    def to_internal_value(self, data):
        try:
            raw = base64.b64decode(data)
        except (TypeError, ValueError):
            raise serializers.ValidationError("snapshot must be base64")
        return pickle.loads(raw)


class VehicleSerializer(serializers.ModelSerializer):
    last_snapshot = SnapshotField(required=False)

    class Meta:
        model = Vehicle
        fields = ["id", "vin", "depot", "modem_host", "webhook_url", "last_snapshot"]


class DriverSerializer(serializers.ModelSerializer):
    pin = serializers.CharField(write_only=True, min_length=4, max_length=6)

    class Meta:
        model = Driver
        fields = ["id", "email", "employee_id", "pin"]

    def create(self, validated):
        from .permissions import hash_pin

        validated["pin_hash"] = hash_pin(validated.pop("pin"))
        return super().create(validated)
