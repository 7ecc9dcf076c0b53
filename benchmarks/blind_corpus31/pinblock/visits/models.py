from django.db import models


class Piano(models.Model):
    maker = models.CharField(max_length=80)
    serial = models.CharField(max_length=40)
    owner_name = models.CharField(max_length=120)
    postcode = models.CharField(max_length=10)


class Visit(models.Model):
    piano = models.ForeignKey(Piano, on_delete=models.CASCADE)
    technician = models.CharField(max_length=60)
    scheduled = models.DateTimeField()
    pitch_hz = models.FloatField(default=440.0)
    notes = models.TextField(blank=True)
    status = models.CharField(max_length=20, default="booked")
    manage_code = models.CharField(max_length=8, blank=True)
