from django.db import models


class Order(models.Model):
    reference = models.CharField(max_length=12, unique=True)
    recipient = models.CharField(max_length=120)
    address = models.TextField()
    postcode = models.CharField(max_length=10)
    bouquet = models.CharField(max_length=60)
    card_message = models.TextField(blank=True)
    delivery_date = models.DateField()
    status = models.CharField(max_length=20, default="new")
    tracking_code = models.CharField(max_length=16, blank=True)


class Driver(models.Model):
    name = models.CharField(max_length=80)
    van = models.CharField(max_length=20)
