from django.conf import settings
from django.db import models


class DiveSite(models.Model):
    name = models.CharField(max_length=120, unique=True)
    country = models.CharField(max_length=60)
    max_depth_m = models.FloatField(default=0)
    latitude = models.FloatField(null=True)
    longitude = models.FloatField(null=True)

    def __str__(self):
        return self.name


class Dive(models.Model):
    diver = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="dives")
    site = models.ForeignKey(DiveSite, on_delete=models.PROTECT)
    date = models.DateField()
    max_depth_m = models.FloatField()
    bottom_time_min = models.PositiveIntegerField()
    gas = models.CharField(max_length=20, default="Air")
    notes = models.TextField(blank=True)
    buddy = models.CharField(max_length=120, blank=True)

    class Meta:
        ordering = ["-date"]


class DeviceToken(models.Model):
    """Token a diver's dive computer bridge app uses to upload dives."""

    diver = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE)
    token_hash = models.CharField(max_length=64, unique=True)
    label = models.CharField(max_length=60)


class EmailVerification(models.Model):
    email = models.EmailField()
    code = models.CharField(max_length=10)
    created = models.DateTimeField(auto_now_add=True)
