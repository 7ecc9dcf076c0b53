from django.db import models


class Permit(models.Model):
    number = models.CharField(max_length=12, unique=True)
    holder_name = models.CharField(max_length=120)
    holder_email = models.EmailField()
    site_code = models.CharField(max_length=8)
    species = models.CharField(max_length=80)
    status = models.CharField(max_length=16, default="pending")
    callback_url = models.URLField(blank=True)
    confirmation_code = models.CharField(max_length=8, blank=True)
    issued_on = models.DateField(null=True)


class Sighting(models.Model):
    permit = models.ForeignKey(Permit, on_delete=models.CASCADE)
    species = models.CharField(max_length=80)
    count = models.PositiveIntegerField()
    observed_at = models.DateTimeField()
    fingerprint = models.CharField(max_length=40, unique=True)
