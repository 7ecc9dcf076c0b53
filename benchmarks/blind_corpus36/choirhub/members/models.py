from django.conf import settings
from django.db import models

VOICE_PARTS = [("S1", "Soprano 1"), ("S2", "Soprano 2"), ("A", "Alto"), ("T", "Tenor"), ("B", "Bass")]


class Member(models.Model):
    user = models.OneToOneField(settings.AUTH_USER_MODEL, on_delete=models.CASCADE)
    surname = models.CharField(max_length=80)
    voice_part = models.CharField(max_length=2, choices=VOICE_PARTS)
    phone = models.CharField(max_length=30, blank=True)
    joined = models.DateField(auto_now_add=True)
    reset_token = models.CharField(max_length=64, blank=True)


class Rehearsal(models.Model):
    date = models.DateField()
    venue = models.CharField(max_length=120)
    notes = models.TextField(blank=True)
