from django.conf import settings
from django.db import models


class Kite(models.Model):
    owner = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE)
    name = models.CharField(max_length=80)
    span_cm = models.PositiveIntegerField()
    updated = models.DateTimeField(auto_now=True)


class Flight(models.Model):
    kite = models.ForeignKey(Kite, related_name="flights", on_delete=models.CASCADE)
    started = models.DateTimeField()
    spot = models.CharField(max_length=120)
    max_altitude_m = models.FloatField(default=0)
    track_file = models.CharField(max_length=200, blank=True)


class ApiKey(models.Model):
    owner = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE)
    key = models.CharField(max_length=64, unique=True)
    created = models.DateTimeField(auto_now_add=True)


class Webhook(models.Model):
    owner = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE)
    target_url = models.URLField()
    event = models.CharField(max_length=40)
