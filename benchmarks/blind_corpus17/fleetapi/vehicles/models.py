from django.db import models


class Vehicle(models.Model):
    vin = models.CharField(max_length=17, unique=True)
    depot = models.CharField(max_length=40)
    modem_host = models.CharField(max_length=255, blank=True)
    webhook_url = models.URLField(blank=True)
    last_snapshot = models.BinaryField(null=True)


class Driver(models.Model):
    email = models.EmailField()
    employee_id = models.CharField(max_length=20)
    pin_hash = models.CharField(max_length=64)
