from django.conf import settings
from django.db import models


class Vehicle(models.Model):
    owner = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE)
    plate = models.CharField(max_length=16)
    nickname = models.CharField(max_length=80, blank=True)
    odometer_km = models.PositiveIntegerField(default=0)
    pairing_code = models.CharField(max_length=6, blank=True)
    profile = models.JSONField(default=dict)
    limits = models.JSONField(default=dict)


class TelemetryPoint(models.Model):
    vehicle = models.ForeignKey(Vehicle, on_delete=models.CASCADE, related_name="points")
    recorded_at = models.DateTimeField(db_index=True)
    lat = models.FloatField()
    lon = models.FloatField()
    speed_kmh = models.FloatField()
    odometer_km = models.PositiveIntegerField()


class Webhook(models.Model):
    owner = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE)
    url = models.URLField()
    secret = models.CharField(max_length=64)
    partner = models.BooleanField(default=False)
